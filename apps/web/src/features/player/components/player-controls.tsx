import type { PlaybackSettings } from '../hooks/use-playback';
import styles from './player.module.css';

export const TEMPO_RANGE = { min: 50, max: 150, step: 5 } as const;
export const TRANSPOSE_RANGE = { min: -6, max: 6 } as const;

interface PlayerControlsProps {
  isPlaying: boolean;
  isStarting: boolean;
  measureIndex: number;
  measureCount: number;
  settings: PlaybackSettings;
  loopBars: { from: number; to: number };
  canTranspose: boolean;
  onToggle: () => void;
  onMoveBar: (step: -1 | 1) => void;
  onSettings: (change: Partial<PlaybackSettings>) => void;
  onLoopBars: (bars: { from: number; to: number }, isOn: boolean) => void;
}

const signed = (value: number) => (value > 0 ? `+${String(value)}` : String(value));

/** Play and pause, bar steps, tempo, pitch, A-B loop, metronome and count-in. */
export function PlayerControls(props: PlayerControlsProps) {
  const { settings, loopBars, measureCount } = props;
  const isLooping = settings.loop !== null;
  const clampBar = (value: number) => Math.min(measureCount, Math.max(1, Math.round(value) || 1));
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
          Bar {props.measureIndex + 1} of {measureCount}
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
        <label className={styles.group}>
          from
          <input
            className={styles.number}
            type="number"
            min={1}
            max={measureCount}
            value={loopBars.from}
            onChange={(event) => {
              const from = clampBar(Number(event.target.value));
              props.onLoopBars({ from, to: Math.max(from, loopBars.to) }, isLooping);
            }}
          />
        </label>
        <label className={styles.group}>
          to
          <input
            className={styles.number}
            type="number"
            min={1}
            max={measureCount}
            value={loopBars.to}
            onChange={(event) => {
              const to = clampBar(Number(event.target.value));
              props.onLoopBars({ from: Math.min(loopBars.from, to), to }, isLooping);
            }}
          />
        </label>
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
