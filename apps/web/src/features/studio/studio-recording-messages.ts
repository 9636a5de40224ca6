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
  help: 'The score is above the waveform of the recording; each line on the waveform is where a bar starts. Drag a bar line (mouse or touch), or focus it (Tab) and move it with the arrow keys, 10 ms a press (100 ms with Shift): the notes between bar lines move with it. Page Up and Page Down go to the bar before or after, Enter plays from it; a click on a bar in the score goes to its line. In tap mode, press T at each bar line after the place it plays from.',
  helpWithoutBars:
    'Each marker is a point of the sync map where the score meets the performance. Drag a marker (mouse or touch), or focus it (Tab) and move it with the arrow keys, 10 ms a press (100 ms with Shift). Page Up and Page Down go to the point before or after, Enter plays from it. In tap mode, press T at each point after the place it plays from.',
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
