import type { FilmAngle } from '@cadenza/domain';

/** What the studio's Films, Poster and PDF sections say (their own words; the spec quotes none). */
export const studioFilmsText = {
  heading: 'Films',
  loading: 'Loading the films…',
  angle: {
    main: 'Film',
    top: 'Top camera',
    left: 'Left camera',
    right: 'Right camera',
  } satisfies Record<FilmAngle, string>,
  introPerformance:
    'Upload the performance filmed from one camera (top) or three (top, left and right): MP4 or MOV, at most 20 minutes. Each is made into the encrypted stream the player plays and aligned to the score from its sound, so the score follows the film. The page offers the cameras the performance has, switching between them while several videos are switched on (else it shows the top one, or the only one); cut them to start together, since switching keeps the time.',
  introVideo:
    'Upload the film (MP4 or MOV, at most 20 minutes). It is made into the encrypted stream the player plays.',
  noFilm: 'No film yet.',
  madeFromScore: 'made from the score',
  uploaded: 'uploaded',
  synced: (points: number) => `synced to the score (${String(points)} points)`,
  fileLabel: (angle: string) => `${angle}: MP4 or MOV file`,
  upload: 'Upload',
  replace: 'Upload a replacement',
  cancel: 'Cancel upload',
  uploadProgress: (angle: string) => `${angle}: upload progress`,
  uploadRefused: (message: string) => `The upload was refused: ${message}`,
  queued: 'Uploaded. Waiting for its turn…',
  transcoding: (percent: number | null) =>
    `Making the stream: ${percent === null ? 'starting' : `${String(percent)} %`}`,
  transcodeProgress: (angle: string) => `${angle}: stream progress`,
  aligning: 'Aligning the film with the score…',
  storing: 'Storing the film…',
  done: 'Done: the product plays this film now.',
  failed: (message: string | null) => `The film failed: ${message ?? 'the server gave no reason'}`,
  tryAgain: 'Try again',
  askAgain: 'Ask again',
} as const;

export const studioPosterText = {
  heading: 'Poster',
  intro:
    'Choose a moment of a film: its frame becomes the product’s poster, and its cover image in the catalogue and search.',
  camera: 'Camera',
  time: 'Time in the film',
  frameAlt: (angle: string, time: string) => `The frame of the ${angle} at ${time}`,
  frameFailed: 'The frame could not be shown.',
  use: 'Use this frame as the poster',
  done: 'This frame is the poster now.',
} as const;

export const studioReadingPdfText = {
  heading: 'PDF',
  intro:
    'Upload the reading as a PDF (at most 50 MB, without a password). Subscribers read all of it; others see its first page.',
  loading: 'Loading the PDF…',
  none: 'No PDF uploaded yet.',
  current: (size: string) => `The uploaded PDF (${size}) is the reading’s.`,
  fileLabel: 'PDF file',
  upload: 'Upload',
  progress: 'Upload progress',
  done: (pages: number | null) =>
    pages === null
      ? 'Uploaded: readers see it now.'
      : `Uploaded: ${String(pages)} ${pages === 1 ? 'page' : 'pages'}, readers see it now.`,
  openReading: 'Open the reading',
} as const;

/** A size in bytes as people read it: KB under a megabyte, else MB with one decimal. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${String(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A time in a film to the tenth of a second: 1:05.3. */
export function formatFilmTime(milliseconds: number): string {
  const tenths = Math.round(milliseconds / 100);
  const minutes = Math.floor(tenths / 600);
  const seconds = (tenths % 600) / 10;
  return `${String(minutes)}:${seconds.toFixed(1).padStart(4, '0')}`;
}
