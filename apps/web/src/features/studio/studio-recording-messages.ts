/** What the studio's Recording section says (its own words; the spec quotes none). */
export const studioRecordingText = {
  intro:
    'Upload a performance of this piece (WAV, FLAC, MP3, Ogg or M4A; at most 250 MB and 20 minutes). It is aligned to the score, then the piece plays it with the highlight.',
  queued: 'Uploaded. Waiting for its turn to be aligned with the score…',
  working: 'Aligning the recording with the score…',
  done: 'Aligned: the piece plays this recording now, with the highlight.',
  openPiece: 'Open the piece page',
  uploadFailed: (message: string) => `The upload was refused: ${message}`,
  failed: (message: string | null) =>
    `The alignment failed: ${message ?? 'the server gave no reason'}`,
} as const;

/** What the sync editor says. */
export const studioSyncText = {
  heading: 'Sync',
  intro:
    'The score is above the waveform of the recording; each blue line is where a bar starts. Drag a line, or move it with the keys, to where its bar starts in the recording: the notes between bar lines move with it. Play it to hear it with the notes lit in the score, then save.',
  introWithoutBars:
    'Each blue line is a point of the sync map, where the score meets the recording. Drag a line, or move it with the keys, to where that point is in the recording, then save.',
  howTo: 'Keys, tapping and zoom',
  howToItems: [
    'Tab goes to the chosen line; the arrow keys move it 10 ms a press (100 ms with Shift).',
    'Page Up and Page Down go to the line before or after, Home and End to the first and the last; Enter plays from the line.',
    'A click on a bar in the score goes to its line; a click on the waveform plays from there.',
    'Tap mode: play, then press T at each bar line after the place it plays from; the line moves there, and the rest of the map with it.',
    'Zoom in to place a line to the millisecond, zoom out to see up to a minute; the waveform scrolls sideways.',
  ],
  line: (line: { kind: 'bar' | 'end' | 'point'; label: string; isRepeat: boolean }, at: string) =>
    line.kind === 'end'
      ? `End of the score at ${at}`
      : line.kind === 'point'
        ? `Point ${line.label} at ${at}`
        : `Bar ${line.label}${line.isRepeat ? ' (repeat)' : ''} at ${at}`,
  /** A line as the buttons name the place it starts playing from. */
  where: (line: { kind: 'bar' | 'end' | 'point'; label: string }) =>
    line.kind === 'end'
      ? 'the end'
      : line.kind === 'point'
        ? `point ${line.label}`
        : `bar ${line.label}`,
  findingBars: 'Finding where the bars are in the score…',
  track: 'Recording, with the bar lines',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  shown: (shown: string, total: string) => `Showing ${shown} of ${total}`,
  playFrom: (where: string) => `Play from ${where}`,
  tapMode: 'Tap mode (press T at each bar line)',
  tapNext: (where: string) => `Tap mode: press T at ${where}.`,
  tapDone: 'Every line is tapped.',
  discard: 'Discard the changes',
  unsaved: 'Not saved yet.',
  saved: 'Saved: the piece plays with this sync now.',
  noWebAudio:
    'This browser cannot decode the sound, so there is no waveform or playback; the bar lines can still be moved.',
  noAudio: (status: number) => `The sound could not be fetched (status ${String(status)}).`,
} as const;
