import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { twoHandTimeline } from '../wait-mode/wait-fixture';
import { WaitModeTool } from './wait-mode-tool';

describe('the wait mode button', () => {
  it('opens the wait mode panel (loaded on demand) and closes it again', async () => {
    const onFollow = vi.fn();
    render(
      <WaitModeTool
        timeline={twoHandTimeline()}
        meter={{ count: 4, unit: 4 }}
        transpose={0}
        isFlatKey={false}
        positionMs={() => 0}
        seek={vi.fn()}
        isPlaying={false}
        onPause={vi.fn()}
        container={createRef<HTMLElement>()}
        pageVersion={0}
        onFollow={onFollow}
        midiNavigator={{}}
      />,
    );
    const button = screen.getByRole('button', { name: 'Wait mode' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    const panel = await screen.findByRole('group', { name: 'Wait mode' });
    expect(
      await within(panel).findByText(/this browser cannot use one \(it has no Web MIDI\)/),
    ).toBeInTheDocument();
    await userEvent.click(button);
    expect(screen.queryByRole('group', { name: 'Wait mode' })).not.toBeInTheDocument();
    expect(onFollow).toHaveBeenLastCalledWith(null);
  });
});
