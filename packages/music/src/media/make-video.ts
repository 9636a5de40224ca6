import type { Camera } from './keyboard-frames.js';
import { recordingSource } from './make-recording.js';
import { loadScoreOrThrow, type MediaMakerDeps, type MediaProduct } from './media-maker.js';

/** One film a product shows: which of its videos (`variant`), from which camera. */
export interface FilmRequest {
  variant: string;
  camera: Camera;
}

/**
 * What a film is made from: the same score from the same camera is the same film, whichever
 * product shows it (a performance's left camera, an explore video on that piece, a volume's
 * introduction filming its first piece), so it is made once and shared.
 */
export const filmSource = (scoreRef: string, camera: Camera) => `film:${camera}:${scoreRef}`;

/** Films being made in this process, by source: a second product showing one waits for it. */
const inProgress = new Map<string, Promise<void>>();

/**
 * The product's films of a score, stored and recorded: those already made for another product
 * are shared (its files, its key), the others rendered together in one pass. The keys go to
 * `saveMediaKey` (the database); the store holds only ciphertext.
 */
export async function makeFilms(
  deps: MediaMakerDeps,
  product: MediaProduct,
  scoreRef: string,
  requests: readonly FilmRequest[],
): Promise<void> {
  const wanted: FilmRequest[] = [];
  for (const request of requests)
    if (!(await deps.sink.isMade(product.id, 'video', request.variant))) wanted.push(request);
  for (const request of wanted) await inProgress.get(filmSource(scoreRef, request.camera));

  const missing: FilmRequest[] = [];
  for (const request of wanted) {
    const source = filmSource(scoreRef, request.camera);
    const shared = await deps.sink.findMadeVideo(source);
    if (!shared) {
      missing.push(request);
      continue;
    }
    await deps.sink.saveMediaKey(product.id, request.variant, shared.key);
    await deps.sink.saveMediaAsset({
      productId: product.id,
      kind: 'video',
      variant: request.variant,
      path: shared.path,
      contentType: 'application/vnd.apple.mpegurl',
      durationMs: shared.durationMs ?? 0,
      syncMap: null,
      source,
    });
  }
  if (!missing.length) return;

  const work = renderAndStore(deps, product, scoreRef, missing);
  const sources = missing.map((request) => filmSource(scoreRef, request.camera));
  const settled = work.catch(() => undefined);
  for (const source of sources) inProgress.set(source, settled);
  try {
    await work;
  } finally {
    for (const source of sources) if (inProgress.get(source) === settled) inProgress.delete(source);
  }
}

async function renderAndStore(
  deps: MediaMakerDeps,
  product: MediaProduct,
  scoreRef: string,
  missing: readonly FilmRequest[],
): Promise<void> {
  const score = await loadScoreOrThrow(deps, scoreRef);
  // The piece's recording is the same score played the same way: the films reuse its sound.
  const soundtrack = await deps.sink.findMadeRecording(recordingSource(scoreRef));
  const rendered = await deps.render.films(
    score,
    missing.map((request) => request.camera),
    soundtrack,
  );
  for (const [index, request] of missing.entries()) {
    const film = rendered.films[index];
    if (!film) throw new Error(`no ${request.camera} film of ${scoreRef}`);
    const folder = deps.sink.layout.videoFolder(product.id, request.variant);
    // The playlist goes last, so a reader that finds it finds its segments too.
    const ordered = [...film.files].sort(
      (a, b) => Number(a.name.endsWith('.m3u8')) - Number(b.name.endsWith('.m3u8')),
    );
    for (const file of ordered) await deps.sink.write(`${folder}/${file.name}`, file.data);
    await deps.sink.saveMediaKey(product.id, request.variant, Buffer.from(film.key));
    await deps.sink.saveMediaAsset({
      productId: product.id,
      kind: 'video',
      variant: request.variant,
      path: folder,
      contentType: 'application/vnd.apple.mpegurl',
      durationMs: rendered.durationMs,
      syncMap: null,
      source: filmSource(scoreRef, request.camera),
    });
  }
}
