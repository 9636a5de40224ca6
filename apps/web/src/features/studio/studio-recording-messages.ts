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
  help: 'Each marker is a point of the sync map where the score meets the performance. Drag a marker, or focus it and move it with the arrow keys (10 ms; 100 ms with Shift). Click a marker to play from it. In tap mode, press T at each point while it plays.',
  marker: (point: number, quarters: number) =>
    `Point ${String(point)}, quarter ${String(Math.round(quarters * 100) / 100)}`,
  tapMode: 'Tap mode (press T at each point)',
  saved: 'Saved: the piece plays with this sync now.',
  noWebAudio:
    'This browser cannot decode the sound, so there is no waveform or playback; the markers can still be moved.',
  noAudio: (status: number) => `The sound could not be fetched (status ${String(status)}).`,
} as const;
