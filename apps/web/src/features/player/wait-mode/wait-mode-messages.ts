import type { MidiStatus } from './midi-keyboards';
import type { TempoReached } from './tempo-reached';

/** What wait mode says, in one place. */
export const WAIT_MODE_MESSAGES = {
  title: 'Wait mode',
  loading: 'Loading wait mode…',
  tryAgain: 'Try again',
  start: 'Start waiting',
  stop: 'Stop waiting',
  parts: 'Parts you play',
  noParts: 'Choose at least one part to play.',
  notStarted: 'Start, then play each chord on your keyboard: the score waits until you do.',
  pausedForPlayback: 'Waiting is paused while the piece plays.',
  finished: 'You have played to the end.',
  noTempoYet: 'Tempo reached: shown once you have played two chords in a row.',
} as const;

/** The MIDI keyboard's state in words; for every state where wait mode cannot listen, why. */
export function midiStatusText(status: MidiStatus): string {
  switch (status.kind) {
    case 'connecting':
      return 'Looking for a MIDI keyboard… If the browser asks, allow MIDI devices.';
    case 'unsupported':
      return 'Wait mode needs a MIDI keyboard, and this browser cannot use one (it has no Web MIDI). Try Chrome, Edge or Firefox on a computer.';
    case 'denied':
      return 'MIDI devices are blocked for this site. Allow them in the browser’s site settings, then try again.';
    case 'failed':
      return `The MIDI keyboard could not be opened (${status.reason}).`;
    case 'no-input':
      return 'No MIDI keyboard is connected. Plug one in (USB or Bluetooth): it is found at once.';
    case 'ready':
      return `MIDI keyboard: ${status.inputNames.join(', ')}`;
  }
}

/** The chord awaited: its bar's printed number and the keys to play. */
export function awaitedText(bar: string, keys: readonly string[]): string {
  return `Bar ${bar}: play ${keys.join(' ')}`;
}

export function wrongKeyText(key: string): string {
  return `Wrong note: ${key}`;
}

/** The run's count of chords and wrong notes. */
export function runText(played: number, wrong: number): string {
  const chords = played === 1 ? '1 chord played' : `${String(played)} chords played`;
  const notes = wrong === 1 ? '1 wrong note' : `${String(wrong)} wrong notes`;
  return `${chords}, ${notes}`;
}

const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1, useGrouping: false });

/**
 * The tempo reached, in the score's beats a minute (with the beats and the time it comes
 * from) and as a share of the score's own.
 */
export function tempoText(tempo: TempoReached): string {
  const reached = String(Math.round(tempo.beatsPerMinute));
  const over = `${oneDecimal.format(tempo.beats)} beats in ${oneDecimal.format(tempo.seconds)} s`;
  const share = `${String(Math.round(tempo.percent))}%`;
  const score = String(Math.round(tempo.scoreBeatsPerMinute));
  return `Tempo reached: ${reached} beats a minute (${over}), ${share} of the score’s ${score}`;
}
