import path from 'node:path';
import type { Readable } from 'node:stream';
import { playlistSegments } from './hls-playlist.js';

/**
 * Media files, by a path relative to the store: `<productId>/...` (mediaLayout) — recordings,
 * HLS segments (encrypted; their keys stay in the database, media_keys), pronunciation audio
 * and typeset PDFs. Only the content routes read them, after checking who asks. Two kinds:
 * the local folder DATA_DIR/media (local-media-store.ts) and an S3-compatible bucket
 * (s3-media-store.ts), chosen by MEDIA_STORE (create-media-store.ts).
 */
export interface MediaStore {
  /** Fails, saying why, when the store cannot be used (a bucket missing or refused). */
  check(): Promise<void>;
  /** Stores the whole file at once: a reader sees the old file or the new one, never half. */
  write(relative: string, data: Uint8Array | string): Promise<void>;
  /** The file's size, or undefined when it is not there. */
  size(relative: string): Promise<number | undefined>;
  /** The whole file, or undefined when it is not there. */
  read(relative: string): Promise<Buffer | undefined>;
  /** A stream of the file, or of the inclusive byte range of it; rejects when it is not there. */
  open(relative: string, range?: { start: number; end: number }): Promise<Readable>;
  /**
   * Removes the file, or every file in the folder of that name (a film's HLS); nothing there is
   * not an error. Only what the studio removes on purpose: media are otherwise never deleted.
   */
  remove(relative: string): Promise<void>;
}

/**
 * A media path as both stores use it: relative, '/'-separated, with no '.' or '..' segments;
 * anything that would leave the store is refused.
 */
export function checkedMediaPath(relative: string): string {
  const normalised = path.posix.normalize(relative.replaceAll('\\', '/'));
  if (
    normalised.startsWith('/') ||
    normalised === '.' ||
    normalised === '..' ||
    normalised.startsWith('../') ||
    normalised.endsWith('/')
  )
    throw new Error(`media path outside the media store: ${relative}`);
  return normalised;
}

/** Where a product's media live, relative to the media store. */
export const mediaLayout = {
  recording: (productId: string) => `${productId}/recording.m4a`,
  recordingStems: (productId: string) => `${productId}/recording-stems.m4a`,
  pronunciation: (productId: string) => `${productId}/pronunciation.m4a`,
  readingPdf: (productId: string) => `${productId}/reading.pdf`,
  readingPdfPreview: (productId: string) => `${productId}/reading-preview.pdf`,
  /** A PDF uploaded in the studio (`pdf_ref` 'upload:<name>'), named by its content. */
  uploadedReadingPdf: (productId: string, name: string) => `${productId}/reading-${name}.pdf`,
  uploadedReadingPdfPreview: (productId: string, name: string) =>
    `${productId}/reading-${name}-preview.pdf`,
  videoFolder: (productId: string, variant: string) => `${productId}/video-${variant}`,
  /** A video's HLS playlist, written after its segments. */
  playlist: (videoFolder: string) => `${videoFolder}/playlist.m3u8`,
} as const;

/** The file whose presence shows a media asset is stored: a video's playlist, else the file itself. */
export function storedFileOf(asset: { kind: string; path: string }): string {
  return asset.kind === 'video' ? mediaLayout.playlist(asset.path) : asset.path;
}

/** Whether all of a media asset is stored: its file, or a video's playlist and every segment it lists. */
export async function isWhollyStored(
  store: MediaStore,
  asset: { kind: string; path: string },
): Promise<boolean> {
  if (asset.kind !== 'video') return (await store.size(asset.path)) !== undefined;
  const playlist = await store.read(mediaLayout.playlist(asset.path));
  if (!playlist) return false;
  for (const segment of playlistSegments(playlist.toString('utf8')))
    if ((await store.size(`${asset.path}/${segment}`)) === undefined) return false;
  return true;
}

/** A byte range of `Range: bytes=a-b` within a file of `size` bytes; undefined when absent or unsatisfiable. */
export function parseByteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (!from && !to) return undefined;
  let start: number;
  let end: number;
  if (!from) {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to ? Math.min(Number(to), size - 1) : size - 1;
  }
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}
