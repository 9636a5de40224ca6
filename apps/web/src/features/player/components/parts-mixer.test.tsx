import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SoundSource } from '../hooks/use-playback';
import { partGain, type PartMix, type ScorePart } from '../timeline/parts';
import { heardPartsText, PartsMixer } from './parts-mixer';

const song: ScorePart[] = [
  { staff: 1, name: 'Voice' },
  { staff: 2, name: 'Right hand' },
  { staff: 3, name: 'Left hand' },
];

/** The mixer holding its mix, as the player does; every mix it makes is kept for the test. */
function Mixer(props: {
  parts: ScorePart[];
  source?: SoundSource | null;
  onMix?: (mix: PartMix) => void;
  onSource?: (source: SoundSource) => void;
}) {
  const [mix, setMix] = useState<PartMix>({});
  const source = props.source === undefined ? null : props.source;
  return (
    <PartsMixer
      parts={props.parts}
      mix={mix}
      onMix={(next) => {
        setMix(next);
        props.onMix?.(next);
      }}
      sound={source ? { source, onSource: props.onSource ?? vi.fn() } : null}
    />
  );
}

describe('the parts mixer', () => {
  it('opens from its button and plays the left hand alone, its volume set, by mouse and keys', async () => {
    const mixes: PartMix[] = [];
    render(
      <Mixer
        parts={song}
        onMix={(mix) => {
          mixes.push(mix);
        }}
      />,
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Parts' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Parts' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Voice', 'Right hand', 'Left hand']);
    expect(screen.getByTestId('heard-parts')).toHaveTextContent('Heard: every part.');
    expect(screen.getByRole('button', { name: 'Reset parts' })).toBeDisabled();

    // "Play the left hand for me": solo it, by mouse.
    await user.click(screen.getByRole('button', { name: 'Solo Left hand' }));
    expect(screen.getByRole('button', { name: 'Solo Left hand' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('heard-parts')).toHaveTextContent('Heard: Left hand.');
    const soloed = mixes.at(-1) ?? {};
    expect(song.map((part) => partGain(soloed, part.staff))).toEqual([0, 0, 1]);

    // By keyboard: the voice muted too (it is not heard anyway while the left hand is alone),
    // then the solo off: the hands are heard, the voice not.
    screen.getByRole('button', { name: 'Mute Voice' }).focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Solo Left hand' }).focus();
    await user.keyboard(' ');
    expect(screen.getByTestId('heard-parts')).toHaveTextContent('Heard: Right hand, Left hand.');

    // The right hand's volume at 40 %.
    fireEvent.change(screen.getByRole('slider', { name: 'Right hand volume' }), {
      target: { value: '40' },
    });
    expect(screen.getByRole('slider', { name: 'Right hand volume' })).toHaveAttribute(
      'aria-valuetext',
      '40%',
    );
    const last = mixes.at(-1) ?? {};
    expect(song.map((part) => partGain(last, part.staff))).toEqual([0, 0.4, 1]);

    // Back as written.
    await user.click(screen.getByRole('button', { name: 'Reset parts' }));
    expect(mixes.at(-1)).toEqual({});
    expect(screen.getByTestId('heard-parts')).toHaveTextContent('Heard: every part.');
  });

  it('chooses between the recording and the synthesised piano where the piece has a recording', async () => {
    const onSource = vi.fn();
    render(<Mixer parts={[]} source="recording" onSource={onSource} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Parts' }));
    const sound = screen.getByRole('radiogroup', { name: 'Sound' });
    expect(within(sound).getByRole('radio', { name: 'Recording' })).toBeChecked();
    // A recording in one track has no parts to mix: the panel says how to hear them apart.
    expect(screen.queryByRole('list')).toBeNull();
    expect(
      screen.getByText(
        'The recording is one track: choose the synthesised piano to hear the parts apart.',
      ),
    ).toBeInTheDocument();
    await user.click(within(sound).getByRole('radio', { name: 'Synthesised piano' }));
    expect(onSource).toHaveBeenCalledWith('synth');
  });

  it('says who is heard', () => {
    expect(heardPartsText(song, { 1: { isMuted: true, isSolo: false, volume: 1 } })).toBe(
      'Heard: Right hand, Left hand.',
    );
    expect(heardPartsText(song, { 2: { isMuted: false, isSolo: false, volume: 0 } })).toBe(
      'Heard: Voice, Left hand.',
    );
  });
});
