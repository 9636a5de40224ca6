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
