import { useCallback, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import type { Meter } from '../timeline/beats';
import type { ScoreTimeline } from '../timeline/score-timeline';
import type { MidiNavigator } from './midi-keyboards';
import { pitchName } from './midi-message';
import { useAwaitedBarInView } from './use-awaited-bar-in-view';
import { useMidiKeyboard } from './use-midi-keyboard';
import { useWaitMode, type WaitFollow } from './use-wait-mode';
import { isSessionFinished } from './wait-session';
import {
  awaitedText,
  midiStatusText,
  runText,
  tempoText,
  WAIT_MODE_MESSAGES,
  wrongKeyText,
} from './wait-mode-messages';
import styles from './wait-mode.module.css';

export interface WaitModePanelProps {
  timeline: ScoreTimeline;
  meter: Meter;
  /** The key picker's semitones. */
  transpose: number;
  /** The shown key has flats: black keys are named as flats. */
  isFlatKey: boolean;
  positionMs: () => number;
  seek: (scoreMs: number) => void;
  isPlaying: boolean;
  /** Pauses the piece (starting to wait while it plays). */
  onPause: () => void;
  container: RefObject<HTMLElement | null>;
  pageVersion: number;
  /** The highlight to follow while waiting; null when not waiting. */
  onFollow: (follow: WaitFollow | null) => void;
  /** The browser's MIDI (tests give their own). */
  midiNavigator?: MidiNavigator | undefined;
}

/** The parts chosen, as `useWaitMode` takes them: null when every part is played. */
function stavesPlayed(timeline: ScoreTimeline, chosen: ReadonlySet<number>) {
  return timeline.parts.every((part) => chosen.has(part.staff)) ? null : chosen;
}

/**
 * Wait mode's panel under the transport bar: the MIDI keyboard's state (and why wait mode
 * cannot listen, where it cannot), the parts played, Start and Stop, the chord awaited with
 * its keys, the latest wrong note, and the run's chords, wrong notes and tempo reached.
 * Loaded only when wait mode is opened: it holds the Web MIDI code.
 */
export function WaitModePanel(props: WaitModePanelProps) {
  const { timeline, onFollow } = props;
  const id = useId();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(
    () => new Set(timeline.parts.map((part) => part.staff)),
  );
  const staves = useMemo(() => stavesPlayed(timeline, chosen), [timeline, chosen]);
  const wait = useWaitMode({
    timeline,
    meter: props.meter,
    transpose: props.transpose,
    staves,
    positionMs: props.positionMs,
    seek: props.seek,
    isPlaying: props.isPlaying,
    container: props.container,
    pageVersion: props.pageVersion,
  });
  const midi = useMidiKeyboard(wait.onKey, props.midiNavigator);
  // The player's highlight and page turns follow the awaited chord while waiting.
  useEffect(() => {
    onFollow(wait.follow);
    return () => {
      onFollow(null);
    };
  }, [onFollow, wait.follow]);

  const { session, chords } = wait;
  const awaited = session ? chords[session.chordIndex] : undefined;
  // The panel is in the transport bar, which stays at the top: the score shows below it.
  const panel = useRef<HTMLFieldSetElement>(null);
  const topInset = useCallback(
    () => panel.current?.parentElement?.getBoundingClientRect().bottom ?? 0,
    [],
  );
  useAwaitedBarInView({
    timeline,
    chord: awaited,
    isWaiting: wait.isWaiting,
    container: props.container,
    pageVersion: props.pageVersion,
    topInset,
  });

  const name = (pitch: number) => pitchName(pitch, { isFlatKey: props.isFlatKey });
  const isReady = midi.status.kind === 'ready';
  const canRetry = midi.status.kind === 'denied' || midi.status.kind === 'failed';
  // A score whose staves are unknown has no parts to choose: all its notes are played.
  const hasParts = chosen.size > 0 || timeline.parts.length === 0;
  const progress = !wait.isOn
    ? WAIT_MODE_MESSAGES.notStarted
    : !wait.isWaiting
      ? WAIT_MODE_MESSAGES.pausedForPlayback
      : session && isSessionFinished(session, chords)
        ? WAIT_MODE_MESSAGES.finished
        : awaited
          ? awaitedText(
              timeline.measures[awaited.measureIndex]?.label ?? '',
              awaited.pitches.map(name),
            )
          : '';
  const lastWrong = wait.isWaiting ? session?.lastWrong : null;

  return (
    <fieldset ref={panel} className={styles.panel} aria-describedby={`${id}-midi`}>
      <legend className={styles.legend}>{WAIT_MODE_MESSAGES.title}</legend>
      <p id={`${id}-midi`} className={styles.midi} role="status" data-testid="midi-status">
        {midiStatusText(midi.status)}
      </p>
      {canRetry && (
        <Button variant="secondary" size="small" onClick={midi.retry}>
          {WAIT_MODE_MESSAGES.tryAgain}
        </Button>
      )}
      {timeline.parts.length > 1 && (
        <fieldset className={styles.parts}>
          <legend className={styles.partsLegend}>{WAIT_MODE_MESSAGES.parts}</legend>
          {timeline.parts.map((part) => (
            <label key={part.staff} className={styles.part}>
              <input
                type="checkbox"
                checked={chosen.has(part.staff)}
                onChange={(event) => {
                  const next = new Set(chosen);
                  if (event.target.checked) next.add(part.staff);
                  else next.delete(part.staff);
                  setChosen(next);
                }}
              />
              {part.name}
            </label>
          ))}
        </fieldset>
      )}
      {(wait.isOn || (isReady && hasParts)) && (
        <Button
          variant={wait.isOn ? 'secondary' : 'primary'}
          size="small"
          onClick={() => {
            if (wait.isOn) {
              wait.stop();
              return;
            }
            if (props.isPlaying) props.onPause();
            wait.start();
          }}
        >
          {wait.isOn ? WAIT_MODE_MESSAGES.stop : WAIT_MODE_MESSAGES.start}
        </Button>
      )}
      {(isReady || wait.isOn) && (
        <>
          <output className={styles.awaited} aria-live="polite" data-testid="wait-awaited">
            {hasParts ? progress : WAIT_MODE_MESSAGES.noParts}
          </output>
          <p className={styles.wrong} aria-live="polite" data-testid="wait-wrong">
            {lastWrong ? wrongKeyText(name(lastWrong.pitch)) : ''}
          </p>
        </>
      )}
      {session && (
        <output className={styles.report} data-testid="wait-report">
          {runText(session.run.played.length, session.run.wrongCount)}.{' '}
          {wait.tempo ? tempoText(wait.tempo) : WAIT_MODE_MESSAGES.noTempoYet}
        </output>
      )}
    </fieldset>
  );
}
