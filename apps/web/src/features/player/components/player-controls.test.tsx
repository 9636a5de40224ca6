import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlaybackSettings } from '../hooks/use-playback';
import { fourBarTimeline } from '../timeline/timeline-fixture';
import { PlayerControls } from './player-controls';

const defaults: PlaybackSettings = {
  tempo: 1,
  transpose: 0,
  loop: null,
  isMetronomeOn: false,
  isCountInOn: false,
};

function renderControls(
  options: { settings?: Partial<PlaybackSettings>; isPlaying?: boolean; isStarting?: boolean } = {},
) {
  const handlers = {
    onToggle: vi.fn(),
    onMoveBar: vi.fn(),
    onSettings: vi.fn(),
    onLoopBars: vi.fn(),
  };
  render(
    <PlayerControls
      isPlaying={options.isPlaying ?? false}
      isStarting={options.isStarting ?? false}
      measureIndex={1}
      measures={fourBarTimeline().measures}
      settings={{ ...defaults, ...options.settings }}
      loopBars={{ from: 0, to: 3 }}
      canTranspose
      {...handlers}
    />,
  );
  return handlers;
}

describe('the transport bar', () => {
  it('has icon buttons named for screen readers, the play button named for what it does', async () => {
    const handlers = renderControls();
    const bar = screen.getByRole('toolbar', { name: 'Player controls' });
    for (const name of ['Previous bar', 'Play', 'Next bar', 'Loop bars', 'Metronome', 'Count-in'])
      expect(within(bar).getByRole('button', { name })).toBeInTheDocument();
    // Icons only: no button shows text of its own.
    expect(within(bar).getByRole('button', { name: 'Play' })).toHaveTextContent('');
    expect(within(bar).getByRole('button', { name: 'Play' })).toHaveAttribute(
      'title',
      'Play (Space)',
    );
    expect(screen.getByTestId('bar-position')).toHaveTextContent('Bar 2 of 4');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(handlers.onToggle).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Next bar' }));
    expect(handlers.onMoveBar).toHaveBeenCalledWith(1);
    await user.click(screen.getByRole('button', { name: 'Metronome' }));
    expect(handlers.onSettings).toHaveBeenCalledWith({ isMetronomeOn: true });
    await user.click(screen.getByRole('button', { name: 'Loop bars' }));
    expect(handlers.onLoopBars).toHaveBeenCalledWith({ from: 0, to: 3 }, true);
  });

  it('shows pause while playing and a disabled starting state', () => {
    renderControls({ isPlaying: true, settings: { isCountInOn: true } });
    expect(screen.getByRole('button', { name: 'Pause' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Count-in' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Metronome' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows tempo and pitch as values, each with a reset to its default', async () => {
    const handlers = renderControls({ settings: { tempo: 0.9, transpose: 2 } });
    expect(screen.getByRole('slider', { name: 'Tempo' })).toHaveValue('90');
    expect(screen.getByText('90%')).toBeInTheDocument();
    expect(screen.getByText('+2 semitones')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset tempo to 100%' }));
    expect(handlers.onSettings).toHaveBeenCalledWith({ tempo: 1 });
    await user.click(screen.getByRole('button', { name: 'Reset pitch to 0 semitones' }));
    expect(handlers.onSettings).toHaveBeenCalledWith({ transpose: 0 });
  });

  it('disables a reset while its setting is at the default', () => {
    renderControls();
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset tempo to 100%' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset pitch to 0 semitones' })).toBeDisabled();
  });

  it('lists the keyboard shortcuts in a popover reached by keyboard; Escape closes it and focus returns', async () => {
    renderControls();
    const user = userEvent.setup();
    const help = screen.getByRole('button', { name: 'Keyboard shortcuts' });
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();

    help.focus();
    await user.keyboard('{Enter}');
    const popover = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(help).toHaveAttribute('aria-expanded', 'true');
    expect(popover).toHaveFocus();
    expect(within(popover).getByText('Space')).toBeInTheDocument();
    expect(within(popover).getByText('Play or pause')).toBeInTheDocument();
    expect(within(popover).getByText('Next bar')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(help).toHaveFocus();
  });

  it('closes the shortcuts popover on a click elsewhere', async () => {
    renderControls();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    await user.click(screen.getByTestId('bar-position'));
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
  });
});
