import { useState } from 'react';
import type { PlaybackSettings } from '../hooks/use-playback';
import { measureIndexOfLabel, rangeEndOfLabel } from '../timeline/bar-numbers';
import type { TimelineMeasure } from '../timeline/score-timeline';
import styles from './player.module.css';

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
    <label className={styles.group}>
      {props.label}
      <input
        className={styles.number}
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

/** Play and pause, bar steps, tempo, pitch, A-B loop, metronome and count-in. */
export function PlayerControls(props: PlayerControlsProps) {
  const { settings, loopBars, measures } = props;
  const isLooping = settings.loop !== null;
  return (
    <div className={styles.controls} role="toolbar" aria-label="Player controls">
      <div className={styles.group}>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            props.onMoveBar(-1);
          }}
          aria-label="Previous bar"
        >
          ◀
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          onClick={props.onToggle}
          disabled={props.isStarting}
        >
          {props.isPlaying ? 'Pause' : props.isStarting ? 'Starting…' : 'Play'}
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            props.onMoveBar(1);
          }}
          aria-label="Next bar"
        >
          ▶
        </button>
        <span aria-live="off" data-testid="bar-position">
          Bar {measures[props.measureIndex]?.label ?? ''} of {measures.at(-1)?.label ?? ''}
        </span>
      </div>
      <label className={styles.group}>
        Tempo
        <input
          type="range"
          min={TEMPO_RANGE.min}
          max={TEMPO_RANGE.max}
          step={TEMPO_RANGE.step}
          value={Math.round(settings.tempo * 100)}
          onChange={(event) => {
            props.onSettings({ tempo: Number(event.target.value) / 100 });
          }}
        />
        <output>{Math.round(settings.tempo * 100)}%</output>
      </label>
      {props.canTranspose && (
        <label className={styles.group}>
          Pitch
          <input
            type="range"
            min={TRANSPOSE_RANGE.min}
            max={TRANSPOSE_RANGE.max}
            step={1}
            value={settings.transpose}
            onChange={(event) => {
              props.onSettings({ transpose: Number(event.target.value) });
            }}
          />
          <output>{signed(settings.transpose)} semitones</output>
        </label>
      )}
      <fieldset className={styles.group}>
        <legend className={styles.visuallyHidden}>Loop bars</legend>
        <label className={styles.group}>
          <input
            type="checkbox"
            checked={isLooping}
            onChange={(event) => {
              props.onLoopBars(loopBars, event.target.checked);
            }}
          />
          Loop bars
        </label>
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
      <label className={styles.group}>
        <input
          type="checkbox"
          checked={settings.isMetronomeOn}
          onChange={(event) => {
            props.onSettings({ isMetronomeOn: event.target.checked });
          }}
        />
        Metronome
      </label>
      <label className={styles.group}>
        <input
          type="checkbox"
          checked={settings.isCountInOn}
          onChange={(event) => {
            props.onSettings({ isCountInOn: event.target.checked });
          }}
        />
        Count-in
      </label>
    </div>
  );
}
