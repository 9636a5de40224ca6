import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlaybackSettings, TrainerPass } from '../hooks/use-playback';
import { fourBarTimeline } from '../timeline/timeline-fixture';
import { PlayerControls, type TranspositionState } from './player-controls';

const defaults: PlaybackSettings = {
  tempo: 1,
  transpose: 0,
  loop: null,
  trainer: null,
  isMetronomeOn: false,
  isCountInOn: false,
};

function renderControls(
  options: {
    settings?: Partial<PlaybackSettings>;
    isPlaying?: boolean;
    isStarting?: boolean;
    transposition?: TranspositionState | null;
    trainerPass?: TrainerPass | null;
    measures?: ReturnType<typeof fourBarTimeline>['measures'];
  } = {},
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
      measures={options.measures ?? fourBarTimeline().measures}
      settings={{ ...defaults, ...options.settings }}
      loopBars={{ from: 0, to: 3 }}
      transposition={
        options.transposition === undefined
          ? { writtenKey: { fifths: 2, mode: 'major' }, isWriting: false, error: null }
          : options.transposition
      }
      trainerPass={options.trainerPass ?? null}
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

  it('shows tempo and key as values, each with a reset to its default', async () => {
    const handlers = renderControls({ settings: { tempo: 0.9, transpose: -2 } });
    expect(screen.getByRole('slider', { name: 'Tempo' })).toHaveValue('90');
    expect(screen.getByText('90%')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Key' })).toHaveDisplayValue('C major (-2)');
    expect(screen.getByTestId('key-summary')).toHaveTextContent('D major → C major');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset tempo to 100%' }));
    expect(handlers.onSettings).toHaveBeenCalledWith({ tempo: 1 });
    await user.click(screen.getByRole('button', { name: 'Reset key to D major' }));
    expect(handlers.onSettings).toHaveBeenCalledWith({ transpose: 0 });
  });

  it('lists keys by name, the written one marked', async () => {
    const handlers = renderControls();
    const picker = screen.getByRole('combobox', { name: 'Key' });
    const names = within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual([
      'A♭ major (+6)',
      'G major (+5)',
      'G♭ major (+4)',
      'F major (+3)',
      'E major (+2)',
      'E♭ major (+1)',
      'D major (as written)',
      'D♭ major (-1)',
      'C major (-2)',
      'B major (-3)',
      'B♭ major (-4)',
      'A major (-5)',
      'A♭ major (-6)',
    ]);
    const user = userEvent.setup();
    await user.selectOptions(picker, 'G major (+5)');
    expect(handlers.onSettings).toHaveBeenLastCalledWith({ transpose: 5 });
  });

  it('says while the score is being written in the new key, and why it could not be', () => {
    renderControls({
      settings: { transpose: 2 },
      transposition: { writtenKey: { fifths: -3, mode: 'minor' }, isWriting: true, error: null },
    });
    expect(screen.getByTestId('key-summary')).toHaveTextContent('C minor → D minor');
    expect(screen.getByText('Writing the score in the new key…')).toHaveAttribute('role', 'status');
  });

  it('has no key picker where the sound cannot be transposed', () => {
    renderControls({ transposition: null });
    expect(screen.queryByRole('combobox', { name: 'Key' })).not.toBeInTheDocument();
  });

  it('loops the bars the score prints: a pickup is bar 0, and a number it does not print selects nothing', async () => {
    // A pickup, then bars 1 to 3 as printed.
    const measures = fourBarTimeline().measures.map((measure, index) => ({
      ...measure,
      label: String(index),
    }));
    const { onLoopBars } = renderControls({ measures });
    const from = screen.getByRole('textbox', { name: 'from' });
    const to = screen.getByRole('textbox', { name: 'to' });
    expect(from).toHaveValue('0');
    expect(to).toHaveValue('3');

    await userEvent.clear(from);
    await userEvent.type(from, '2');
    expect(onLoopBars).toHaveBeenLastCalledWith({ from: 2, to: 3 }, false);

    onLoopBars.mockClear();
    await userEvent.clear(to);
    await userEvent.type(to, '4');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(onLoopBars).not.toHaveBeenCalledWith(expect.objectContaining({ to: 4 }), false);
    await userEvent.tab();
    expect(to).toHaveValue('3');
    expect(to).toHaveAttribute('aria-invalid', 'false');
  });

  it('turns the loop trainer on with the loop, and shows its plan, pass and tempo', async () => {
    const handlers = renderControls();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Loop trainer' }));
    expect(handlers.onSettings).toHaveBeenCalledWith({
      trainer: { startPercent: 70, stepPercent: 5, targetPercent: 100 },
    });
    expect(handlers.onLoopBars).toHaveBeenCalledWith({ from: 0, to: 3 }, true);
  });

  it('takes a valid plan at once and says what is wrong with another', async () => {
    const trainer = { startPercent: 70, stepPercent: 5, targetPercent: 100 };
    const handlers = renderControls({
      settings: { trainer, loop: { startMs: 0, endMs: 8000 } },
      trainerPass: { pass: 3, percent: 80 },
    });
    const panel = screen.getByRole('group', { name: 'Loop trainer: bars 1 to 4' });
    expect(within(panel).getByTestId('trainer-pass')).toHaveTextContent('Pass 3 at 80%');
    // The trainer sets the tempo: the slider shows the pass's, and cannot be moved meanwhile.
    expect(screen.getByRole('slider', { name: 'Tempo' })).toHaveValue('80');
    expect(screen.getByRole('slider', { name: 'Tempo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Loop trainer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const user = userEvent.setup();
    const target = within(panel).getByRole('spinbutton', { name: /Target tempo/ });
    await user.clear(target);
    await user.type(target, '60');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The target tempo is at least the start tempo.',
    );
    expect(target).toHaveAttribute('aria-invalid', 'true');
    expect(handlers.onSettings).not.toHaveBeenCalledWith({
      trainer: { ...trainer, targetPercent: 60 },
    });
    await user.clear(target);
    await user.type(target, '90');
    expect(handlers.onSettings).toHaveBeenLastCalledWith({
      trainer: { ...trainer, targetPercent: 90 },
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Turning the loop off ends the training too.
    await user.click(screen.getByRole('button', { name: 'Loop bars' }));
    expect(handlers.onLoopBars).toHaveBeenLastCalledWith({ from: 0, to: 3 }, false);
    expect(handlers.onSettings).toHaveBeenLastCalledWith({ trainer: null });
  });

  it('disables a reset while its setting is at the default', () => {
    renderControls();
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset tempo to 100%' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset key to D major' })).toBeDisabled();
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
