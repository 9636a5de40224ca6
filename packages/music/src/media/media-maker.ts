import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProductType, PronunciationTimings, VideoPerspective } from '@cadenza/domain';
import type { LoadedScore } from '../scores/score-library.types.js';
import type { MediaRenderer } from './render-media.js';

/** The kinds of media a product has (the server's `media_assets.kind`). */
export type MediaKind = 'recording' | 'video' | 'pronunciation' | 'pdf';

/** What the makers and the plan read of a product (a catalogue row, in the server). */
export interface MediaProduct {
  id: string;
  type: ProductType;
  language: string | null;
  scoreRef: string | null;
  recordingRef: string | null;
  pdfRef: string | null;
  videoRef: string | null;
  videos: readonly { perspective: VideoPerspective; ref: string }[];
  pronunciationAudioRef: string | null;
  featureFlags: readonly string[];
}

/** A made medium, recorded once all its files are stored. */
export interface MadeMedium {
  productId: string;
  kind: MediaKind;
  variant: string;
  /** Relative to the media folder: a file, or for HLS the folder holding the playlist. */
  path: string;
  contentType: string;
  durationMs: number;
  /**
   * A recording's sync map ([recording ms, quarter notes] anchor points; for its stems also the
   * staves each channel plays), or a pronunciation guide's lines (where it speaks each and where
   * the score sings it).
   */
  syncMap:
    { points: [number, number][]; channels?: { staves: number[] }[] } | PronunciationTimings | null;
  /** What it was made from, when other products may use the same files or sound (see makeFilms). */
  source?: string;
}

/**
 * Where made media go: the server's media folder and its record of what is made (and the
 * videos' keys, which never go into the folder). The makers know no database and no folder.
 */
export interface MediaSink {
  /** Where each medium's file (or a video's folder) goes, relative to the media folder. */
  layout: {
    recording(productId: string): string;
    /** A recording's parts (stems), a channel each. */
    recordingStems(productId: string): string;
    pronunciation(productId: string): string;
    videoFolder(productId: string, variant: string): string;
  };
  /**
   * Whether a medium is made: recorded and all its files stored. A medium whose files were
   * deleted is made again (the content routes queue that when they find it).
   */
  isMade(productId: string, kind: MediaKind, variant: string): Promise<boolean>;
  /** Writes one file, relative to the media folder. */
  write(relative: string, data: Uint8Array): Promise<void>;
  /** A video made from this source for some product, all of it stored, and its key: to share. */
  findMadeVideo(
    source: string,
  ): Promise<{ path: string; key: Buffer; durationMs: number | null } | undefined>;
  /** A recording made from this source for some product, stored, with its bytes: to reuse. */
  findMadeRecording(source: string): Promise<{ audio: Uint8Array; durationMs: number } | undefined>;
  saveMediaKey(productId: string, variant: string, key: Buffer): Promise<void>;
  saveMediaAsset(asset: MadeMedium): Promise<void>;
}

/** What every maker of demo media needs. */
export interface MediaMakerDeps {
  sink: MediaSink;
  loadScore: (ref: string) => Promise<LoadedScore | undefined>;
  /** Where the heavy work runs (the server: its content workers). */
  render: MediaRenderer;
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
