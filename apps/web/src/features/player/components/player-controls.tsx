import { useState, type ReactNode } from 'react';
import type { PlaybackSettings, TrainerPass } from '../hooks/use-playback';
import { DEFAULT_LOOP_TRAINER_PLAN } from '../timeline/loop-trainer';
import { measureIndexOfLabel, rangeEndOfLabel } from '../timeline/bar-numbers';
import type { TimelineMeasure } from '../timeline/score-timeline';
import type { WrittenKey } from '../transposition/key-names';
import { KeyPicker } from './key-picker';
import { LoopTrainer } from './loop-trainer';
import { PartsMixer, type PartsMixerProps } from './parts-mixer';
import { ShortcutsHelp } from './shortcuts-help';
import {
  CountInIcon,
  LoopIcon,
  MetronomeIcon,
  NextBarIcon,
  PauseIcon,
  PlayIcon,
  PreviousBarIcon,
  SpeedUpIcon,
  SpinnerIcon,
} from './transport-icons';
import { IconButton, ValueSlider } from './transport-parts';
import styles from './transport.module.css';

export const TEMPO_RANGE = { min: 50, max: 150, step: 5 } as const;

/** What the key picker needs: null where the sound cannot be transposed. */
export interface TranspositionState {
  writtenKey: WrittenKey;
  /** The score is still being written in the chosen key. */
  isWriting: boolean;
  error: string | null;
}

/** The piece's key as the player holds it: semitones from the written key, and how to move it. */
export interface PieceTransposition extends TranspositionState {
  semitones: number;
  onChange: (semitones: number) => void;
}

interface PlayerControlsProps {
  isPlaying: boolean;
  isStarting: boolean;
  measureIndex: number;
  /** The score's bars, for their printed numbers. */
  measures: readonly TimelineMeasure[];
  settings: PlaybackSettings;
  /** The loop's first and last bar, as bar indices. */
  loopBars: { from: number; to: number };
  transposition: TranspositionState | null;
  /** The loop trainer's pass being played, while it trains. */
  trainerPass: TrainerPass | null;
  /** The parts button and panel; null or absent where there is nothing to mix or choose. */
  partsMixer?: PartsMixerProps | null;
  /** Wait mode's button and panel (a MIDI keyboard), where the player offers it. */
  waitMode?: ReactNode;
  onToggle: () => void;
  onMoveBar: (step: -1 | 1) => void;
  onSettings: (change: Partial<PlaybackSettings>) => void;
  onLoopBars: (bars: { from: number; to: number }, isOn: boolean) => void;
}

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
 * The transport bar: play and pause, bar steps and the bar shown, tempo and key with their
 * values and resets, the A-B loop and its trainer, metronome, count-in, the keyboard shortcuts'
 * help and the parts (mute, solo, volume). It stays in view (sticky) while the score scrolls.
 */
export function PlayerControls(props: PlayerControlsProps) {
  const { settings, loopBars, measures } = props;
  const isLooping = settings.loop !== null;
  const trainer = settings.trainer;
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
        value={
          trainer
            ? (props.trainerPass?.percent ?? trainer.startPercent)
            : Math.round(settings.tempo * 100)
        }
        defaultValue={100}
        format={(percent) => `${String(percent)}%`}
        isDisabled={trainer !== null}
        onChange={(percent) => {
          props.onSettings({ tempo: percent / 100 });
        }}
      />
      {props.transposition && (
        <KeyPicker
          writtenKey={props.transposition.writtenKey}
          semitones={settings.transpose}
          isWriting={props.transposition.isWriting}
          error={props.transposition.error}
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
            if (isLooping && trainer) props.onSettings({ trainer: null });
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
        <IconButton
          label="Loop trainer"
          icon={<SpeedUpIcon />}
          isPressed={trainer !== null}
          onClick={() => {
            if (trainer) {
              props.onSettings({ trainer: null });
              return;
            }
            props.onSettings({ trainer: DEFAULT_LOOP_TRAINER_PLAN });
            props.onLoopBars(loopBars, true);
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
      {props.partsMixer && <PartsMixer {...props.partsMixer} />}
      {props.waitMode}
      {trainer && (
        <LoopTrainer
          plan={trainer}
          bars={{
            from: measures[loopBars.from]?.label ?? '',
            to: measures[loopBars.to]?.label ?? '',
          }}
          trainerPass={props.trainerPass}
          onPlan={(plan) => {
            props.onSettings({ trainer: plan });
          }}
        />
      )}
    </div>
  );
}
