import { useState } from 'react';
import type { PlaybackSettings } from '../hooks/use-playback';
import { measureIndexOfLabel, rangeEndOfLabel } from '../timeline/bar-numbers';
import type { TimelineMeasure } from '../timeline/score-timeline';
import { ShortcutsHelp } from './shortcuts-help';
import {
  CountInIcon,
  LoopIcon,
  MetronomeIcon,
  NextBarIcon,
  PauseIcon,
  PlayIcon,
  PreviousBarIcon,
  SpinnerIcon,
} from './transport-icons';
import { IconButton, ValueSlider } from './transport-parts';
import styles from './transport.module.css';

export const TEMPO_RANGE = { min: 50, max: 150, step: 5 } as const;
export const TRANSPOSE_RANGE = { min: -6, max: 6 } as const;

interface PlayerControlsProps {
  isPlaying: boolean;
  isStarting: boolean;
  measureIndex: number;
  /** The score's bars, for their printed numbers. */
  measures: readonly TimelineMeasure[];
  settings: PlaybackSettings;
  /** The loop's first and last bar, as bar indices. */
  loopBars: { from: number; to: number };
  canTranspose: boolean;
  onToggle: () => void;
  onMoveBar: (step: -1 | 1) => void;
  onSettings: (change: Partial<PlaybackSettings>) => void;
  onLoopBars: (bars: { from: number; to: number }, isOn: boolean) => void;
}

const signed = (value: number) => (value > 0 ? `+${String(value)}` : String(value));

/**
 * A bar number field: shows the printed number of bar `index` and takes a printed number (as
 * typed: it keeps a number the score does not print, marked invalid, until left).
 */
function BarField(props: {
  label: string;
  index: number;
  measures: readonly TimelineMeasure[];
  /** The bar a typed number names (undefined: none). */
  find: (label: string) => number | undefined;
  onBar: (index: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const printed = props.measures[props.index]?.label ?? '';
  const isValid = draft === null || props.find(draft) !== undefined;
  return (
    <label className={styles.barField}>
      {props.label}
      <input
        className={styles.barNumber}
        type="text"
        inputMode="numeric"
        aria-invalid={!isValid}
        value={draft ?? printed}
        onChange={(event) => {
          setDraft(event.target.value);
          const index = props.find(event.target.value);
          if (index !== undefined) props.onBar(index);
        }}
        onBlur={() => {
          setDraft(null);
        }}
      />
    </label>
  );
}

/**
 * The transport bar: play and pause, bar steps and the bar shown, tempo and pitch with their
 * values and resets, the A-B loop, metronome, count-in and the keyboard shortcuts' help. It
 * stays in view (sticky) while the score scrolls.
 */
export function PlayerControls(props: PlayerControlsProps) {
  const { settings, loopBars, measures } = props;
  const isLooping = settings.loop !== null;
  const playLabel = props.isPlaying ? 'Pause' : props.isStarting ? 'Starting…' : 'Play';
  return (
    <div className={styles.transport} role="toolbar" aria-label="Player controls">
      <div className={styles.cluster}>
        <IconButton
          label="Previous bar"
          shortcut="←"
          icon={<PreviousBarIcon />}
          onClick={() => {
            props.onMoveBar(-1);
          }}
        />
        <IconButton
          label={playLabel}
          shortcut="Space"
          icon={
            props.isPlaying ? (
              <PauseIcon />
            ) : props.isStarting ? (
              <SpinnerIcon className={styles.spinning} />
            ) : (
              <PlayIcon />
            )
          }
          isPrimary
          isDisabled={props.isStarting}
          onClick={props.onToggle}
        />
        <IconButton
          label="Next bar"
          shortcut="→"
          icon={<NextBarIcon />}
          onClick={() => {
            props.onMoveBar(1);
          }}
        />
        <span className={styles.position} aria-live="off" data-testid="bar-position">
          Bar {measures[props.measureIndex]?.label ?? ''} of {measures.at(-1)?.label ?? ''}
        </span>
      </div>
      <ValueSlider
        label="Tempo"
        min={TEMPO_RANGE.min}
        max={TEMPO_RANGE.max}
        step={TEMPO_RANGE.step}
        value={Math.round(settings.tempo * 100)}
        defaultValue={100}
        format={(percent) => `${String(percent)}%`}
        onChange={(percent) => {
          props.onSettings({ tempo: percent / 100 });
        }}
      />
      {props.canTranspose && (
        <ValueSlider
          label="Pitch"
          min={TRANSPOSE_RANGE.min}
          max={TRANSPOSE_RANGE.max}
          step={1}
          value={settings.transpose}
          defaultValue={0}
          format={(semitones) => `${signed(semitones)} semitones`}
          onChange={(transpose) => {
            props.onSettings({ transpose });
          }}
        />
      )}
      <fieldset className={styles.cluster}>
        <legend className={styles.visuallyHidden}>Loop bars</legend>
        <IconButton
          label="Loop bars"
          icon={<LoopIcon />}
          isPressed={isLooping}
          onClick={() => {
            props.onLoopBars(loopBars, !isLooping);
          }}
        />
        <BarField
          label="from"
          index={loopBars.from}
          measures={measures}
          find={(label) => measureIndexOfLabel(measures, label)}
          onBar={(from) => {
            props.onLoopBars({ from, to: Math.max(from, loopBars.to) }, isLooping);
          }}
        />
        <BarField
          label="to"
          index={loopBars.to}
          measures={measures}
          find={(label) => rangeEndOfLabel(measures, label, loopBars.from)}
          onBar={(to) => {
            props.onLoopBars({ from: Math.min(loopBars.from, to), to }, isLooping);
          }}
        />
      </fieldset>
      <div className={styles.cluster}>
        <IconButton
          label="Metronome"
          icon={<MetronomeIcon />}
          isPressed={settings.isMetronomeOn}
          onClick={() => {
            props.onSettings({ isMetronomeOn: !settings.isMetronomeOn });
          }}
        />
        <IconButton
          label="Count-in"
          icon={<CountInIcon />}
          isPressed={settings.isCountInOn}
          onClick={() => {
            props.onSettings({ isCountInOn: !settings.isCountInOn });
          }}
        />
        <ShortcutsHelp />
      </div>
    </div>
  );
}
