import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ScoreLoader } from '../../catalogue/load-score.js';
import type { LoadedScore } from '../../catalogue/scores/score-library.types.js';
import type { ContentRepository, MediaAssetKind } from '../content.repository.js';
import { isWhollyStored, type MediaStore } from '../media-store.js';

/** What every maker of demo media needs. */
export interface MediaMakerDeps {
  repository: ContentRepository;
  store: MediaStore;
  loadScore: ScoreLoader;
}

/**
 * Whether a medium is made: recorded in media_assets and all its files in the media folder. A
 * medium whose files were deleted is made again (the content routes queue that when they find it).
 */
export async function isMade(
  deps: MediaMakerDeps,
  productId: string,
  kind: MediaAssetKind,
  variant = 'main',
): Promise<boolean> {
  const asset = await deps.repository.findMediaAsset(productId, kind, variant);
  return asset !== undefined && (await isWhollyStored(deps.store, asset));
}

export async function loadScoreOrThrow(deps: MediaMakerDeps, ref: string): Promise<LoadedScore> {
  const score = await deps.loadScore(ref);
  if (!score) throw new Error(`score ${ref} not found`);
  return score;
}

/** Runs `work` in a fresh temporary folder, removed afterwards whatever happens. */
export async function withScratchFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), 'cadenza-media-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Copies every file of a scratch folder into the media folder under `target`. */
export async function storeFolder(
  store: MediaStore,
  folder: string,
  target: string,
  skip: (name: string) => boolean,
): Promise<void> {
  const names = (await readdir(folder)).filter((name) => !skip(name)).sort();
  // The playlist goes last, so a reader that finds it finds its segments too.
  const ordered = [
    ...names.filter((name) => !name.endsWith('.m3u8')),
    ...names.filter((name) => name.endsWith('.m3u8')),
  ];
  for (const name of ordered)
    await store.write(`${target}/${name}`, await readFile(path.join(folder, name)));
}
