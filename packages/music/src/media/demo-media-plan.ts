import { videoPerspectives } from '@cadenza/domain';
import type { MediaKind, MediaProduct } from './media-maker.js';

export type MediaTask =
  | { kind: 'recording' | 'pronunciation' | 'pdf'; productId: string }
  | { kind: 'video'; productId: string; variant: string };

/** How much demo media a new installation makes: enough for the home page, bounded for first start. */
export const DEMO_MEDIA_LIMITS = {
  videos: 6,
  performances: 4,
  recordings: 30,
  /** Of the recordings, how many at most go to pieces with the pitch-shift player. */
  pitchShiftRecordings: 10,
  pronunciations: 12,
  pdfs: 12,
} as const;

export const taskKey = (task: MediaTask) =>
  `${task.kind}:${task.kind === 'video' ? task.variant : 'main'}:${task.productId}`;

/** How the refs of media these jobs make begin (imported or recorded media are kept as given). */
const MADE_HERE = {
  recording: 'synth:',
  pronunciation: 'speech:',
  pdf: 'reading-pages:',
  video: 'render:',
} as const;

/** The task that makes this medium of the product again, or undefined if these jobs never make it. */
export function remakeTask(
  product: MediaProduct,
  kind: MediaKind,
  variant: string,
): MediaTask | undefined {
  const productId = product.id;
  switch (kind) {
    case 'recording':
      return product.recordingRef?.startsWith(MADE_HERE.recording)
        ? { kind, productId }
        : undefined;
    case 'pronunciation':
      return product.pronunciationAudioRef?.startsWith(MADE_HERE.pronunciation)
        ? { kind, productId }
        : undefined;
    case 'pdf':
      return product.pdfRef?.startsWith(MADE_HERE.pdf) ? { kind, productId } : undefined;
    case 'video': {
      const ref =
        variant === 'main'
          ? product.videoRef
          : product.videos.find((video) => video.perspective === variant)?.ref;
      return ref?.startsWith(MADE_HERE.video) ? { kind, productId, variant } : undefined;
    }
  }
}

/**
 * Which media to make, in order: one film and one three-camera performance first (the pages a
 * visitor opens first), then PDFs, recordings and pronunciation guides, then the other films.
 */
export function planDemoMedia(
  products: readonly MediaProduct[],
  existing: ReadonlySet<string>,
): MediaTask[] {
  const films: MediaTask[] = [];
  const performances: MediaTask[][] = [];
  // Pieces with the standard player and with the pitch-shift player both get recordings.
  const recordings: { standard: MediaTask[]; pitchShift: MediaTask[] } = {
    standard: [],
    pitchShift: [],
  };
  const pronunciations: MediaTask[] = [];
  const pdfs: MediaTask[] = [];
  for (const product of products) {
    const productId = product.id;
    if (product.videoRef?.startsWith('render:') && films.length < DEMO_MEDIA_LIMITS.videos) {
      films.push({ kind: 'video', productId, variant: 'main' });
    }
    if (
      product.type === 'performance' &&
      product.videos.length &&
      performances.length < DEMO_MEDIA_LIMITS.performances
    ) {
      performances.push(
        videoPerspectives
          .filter((perspective) =>
            product.videos.some((video) => video.perspective === perspective),
          )
          .map((variant) => ({ kind: 'video', productId, variant })),
      );
    }
    if (product.type === 'piece' && product.recordingRef?.startsWith('synth:')) {
      const isPitchShift = product.featureFlags.includes('pitch-shift');
      const list = isPitchShift ? recordings.pitchShift : recordings.standard;
      const limit = isPitchShift
        ? DEMO_MEDIA_LIMITS.pitchShiftRecordings
        : DEMO_MEDIA_LIMITS.recordings - DEMO_MEDIA_LIMITS.pitchShiftRecordings;
      if (list.length < limit) list.push({ kind: 'recording', productId });
    }
    if (product.pronunciationAudioRef && pronunciations.length < DEMO_MEDIA_LIMITS.pronunciations) {
      pronunciations.push({ kind: 'pronunciation', productId });
    }
    if (product.pdfRef && pdfs.length < DEMO_MEDIA_LIMITS.pdfs)
      pdfs.push({ kind: 'pdf', productId });
  }
  const [firstFilm, ...otherFilms] = films;
  const [firstPerformance = [], ...otherPerformances] = performances;
  const ordered = [
    ...(firstFilm ? [firstFilm] : []),
    ...firstPerformance,
    ...pdfs,
    ...interleave(recordings.standard, recordings.pitchShift),
    ...pronunciations,
    ...otherFilms,
    ...otherPerformances.flat(),
  ];
  return ordered.filter((task) => !existing.has(taskKey(task)));
}

/** a1, b1, a2, b2, …, then what is left of the longer list. */
function interleave<T>(a: readonly T[], b: readonly T[]): T[] {
  return Array.from({ length: Math.max(a.length, b.length) }, (_, index) => [
    ...(index < a.length ? [a[index] as T] : []),
    ...(index < b.length ? [b[index] as T] : []),
  ]).flat();
}

/** The score a film shows: 'render:<score ref>:<camera or explore-n>', or a volume's first piece. */
export function parseFilmRef(ref: string): {
  scoreRef: string | null;
  camera: 'top' | 'left' | 'right';
} {
  const body = ref.slice('render:'.length);
  if (body.startsWith('volume:')) return { scoreRef: null, camera: 'top' };
  const cut = body.lastIndexOf(':');
  const scoreRef = body.slice(0, cut);
  const suffix = body.slice(cut + 1);
  if (suffix === 'top' || suffix === 'left' || suffix === 'right')
    return { scoreRef, camera: suffix };
  return { scoreRef, camera: suffix.endsWith('2') ? 'right' : 'left' };
}
