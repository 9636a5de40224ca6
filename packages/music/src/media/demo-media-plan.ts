import type { Camera } from './keyboard-frames.js';
import type { MediaKind, MediaProduct } from './media-maker.js';

/** One job: make every medium this product lacks (its recording, guide, films), of those made here. */
export interface MediaTask {
  productId: string;
}

/** One job queued (and one running) per product, however many requests find its media missing. */
export const taskKey = (task: MediaTask) => task.productId;

/** How the refs of media these jobs make begin (imported or recorded media are kept as given). */
const MADE_HERE = {
  recording: 'synth:',
  pronunciation: 'speech:',
  pdf: 'reading-pages:',
  video: 'render:',
} as const;

function refOf(product: MediaProduct, kind: MediaKind, variant: string): string | null {
  switch (kind) {
    case 'recording':
      return product.recordingRef;
    case 'pronunciation':
      return product.pronunciationAudioRef;
    case 'pdf':
      return product.pdfRef;
    case 'video':
      return variant === 'main'
        ? product.videoRef
        : (product.videos.find((video) => video.perspective === variant)?.ref ?? null);
  }
}

const isMadeHere = (product: MediaProduct, kind: MediaKind, variant: string) =>
  refOf(product, kind, variant)?.startsWith(MADE_HERE[kind]) ?? false;

/** The task that makes this medium of the product again, or undefined if these jobs never make it. */
export function remakeTask(
  product: MediaProduct,
  kind: MediaKind,
  variant: string,
): MediaTask | undefined {
  return isMadeHere(product, kind, variant) ? { productId: product.id } : undefined;
}

/** Whether these jobs make any of the media the product waits for (the ones its page plays). */
function hasMediaMadeHere(product: MediaProduct): boolean {
  return (
    isMadeHere(product, 'recording', 'main') ||
    isMadeHere(product, 'pronunciation', 'main') ||
    isMadeHere(product, 'video', 'main') ||
    product.videos.some((video) => isMadeHere(product, 'video', video.perspective))
  );
}

/**
 * The jobs for the products still waiting for their media, most visible first: the products of
 * `first` (the home page's, then their children's) in that order, then the others in the order
 * given (by title, as search lists them within a tier). A performance films every camera of its
 * score in one pass, and the other products filming that score (explore videos) share its
 * films: it goes just before the first of them, so its films are not made in two passes.
 * Products whose media come from elsewhere are left out: these jobs cannot make them.
 */
export function planDemoMedia(
  waiting: readonly MediaProduct[],
  first: readonly string[],
): MediaTask[] {
  const byId = new Map(waiting.map((product) => [product.id, product]));
  const ordered = [...new Set([...first.filter((id) => byId.has(id)), ...byId.keys()])];
  const performanceOf = new Map<string, string>();
  for (const product of byId.values()) {
    const films = filmsOf(product);
    const scoreRef = films[0]?.scoreRef;
    if (films.length > 1 && scoreRef) performanceOf.set(scoreRef, product.id);
  }
  const planned = new Set<string>();
  for (const id of ordered) {
    const product = byId.get(id);
    for (const film of product ? filmsOf(product) : []) {
      const performance = film.scoreRef ? performanceOf.get(film.scoreRef) : undefined;
      if (performance) planned.add(performance);
    }
    planned.add(id);
  }
  return [...planned]
    .flatMap((id) => byId.get(id) ?? [])
    .filter(hasMediaMadeHere)
    .map((product) => ({ productId: product.id }));
}

/** The score a film shows: 'render:<score ref>:<camera or explore-n>', or a volume's first piece. */
export function parseFilmRef(ref: string): { scoreRef: string | null; camera: Camera } {
  const body = ref.slice(MADE_HERE.video.length);
  if (body.startsWith('volume:')) return { scoreRef: null, camera: 'top' };
  const cut = body.lastIndexOf(':');
  const scoreRef = body.slice(0, cut);
  const suffix = body.slice(cut + 1);
  if (suffix === 'top' || suffix === 'left' || suffix === 'right')
    return { scoreRef, camera: suffix };
  return { scoreRef, camera: suffix.endsWith('2') ? 'right' : 'left' };
}

/**
 * The films these jobs make for a product: its video ('main') and each camera perspective,
 * with the score and camera of each (score null: its volume's first piece, found by the caller).
 */
export function filmsOf(
  product: MediaProduct,
): { variant: string; scoreRef: string | null; camera: Camera }[] {
  const refs = [
    ...(product.videoRef ? [{ variant: 'main', ref: product.videoRef }] : []),
    ...product.videos.map((video) => ({ variant: video.perspective, ref: video.ref })),
  ];
  return refs
    .filter(({ ref }) => ref.startsWith(MADE_HERE.video))
    .map(({ variant, ref }) => ({ variant, ...parseFilmRef(ref) }));
}
