import type { VideoPerspective } from '@cadenza/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUserSettings } from '../../../lib/user-settings';
import { product } from '../../../test/catalogue-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PerformanceVideoScreen } from './performance-video-screen';

const performance = (perspectives: VideoPerspective[], withPackage = true) =>
  product({
    id: 'perf1',
    type: 'performance',
    title: 'Invention 1 performed',
    package: withPackage ? { url: '/api/products/perf1/package' } : null,
    videos: perspectives.map((perspective) => ({
      url: `/api/products/perf1/videos/${perspective}/playlist.m3u8`,
      perspective,
    })),
  });

function renderScreen(perspectives: VideoPerspective[], withPackage = true) {
  return renderWithProviders(
    <PerformanceVideoScreen
      product={performance(perspectives, withPackage)}
      isMultipleVideosOn
      renderVideo={(video) => <p data-testid="camera">{video.title}</p>}
      renderScore={(playhead) => (
        <p data-testid="score">following {playhead.perspective ?? 'no film'}</p>
      )}
    />,
  );
}

describe('the performance screen offers the cameras the performance has', () => {
  beforeEach(() => {
    useUserSettings.getState().setPerformancePerspective('top');
  });

  it('switches between the two cameras left after the studio removed the third', async () => {
    const { user } = renderScreen(['left', 'right']);
    expect(screen.getByTestId('camera')).toHaveTextContent('Invention 1 performed: Left camera');
    const cameras = screen.getByRole('group', { name: 'Camera' });
    expect(
      within(cameras)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Left', 'Right']);
    await user.click(within(cameras).getByRole('button', { name: 'Right' }));
    expect(screen.getByTestId('camera')).toHaveTextContent('Right camera');
    expect(screen.getByTestId('score')).toHaveTextContent('following right');
    expect(screen.queryByText(/Cannot display performance/)).not.toBeInTheDocument();
  });

  it('plays a single camera without a switcher', () => {
    renderScreen(['right']);
    expect(screen.getByTestId('camera')).toHaveTextContent('Right camera');
    expect(screen.queryByRole('group', { name: 'Camera' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Cannot display performance/)).not.toBeInTheDocument();
  });

  it('shows the score alone, saying so, for a performance with no film left', () => {
    renderScreen([]);
    expect(screen.getByText('This performance has no film yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('camera')).not.toBeInTheDocument();
    expect(screen.getByTestId('score')).toHaveTextContent('following no film');
  });

  it('keeps the spec’s error for a performance with no package', () => {
    renderScreen(['top', 'left', 'right'], false);
    expect(screen.getByText('Cannot display performance: Missing package')).toBeInTheDocument();
    expect(screen.queryByTestId('camera')).not.toBeInTheDocument();
  });
});
