import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { playlistSegments } from './hls-playlist.js';

/**
 * Media files under DATA_DIR/media/<productId>/...: recordings, HLS segments (encrypted; their
 * keys stay in the database), pronunciation audio and typeset PDFs. Only the content routes read
 * them, after checking who asks.
 */
export interface MediaStore {
  root: string;
  resolve(relative: string): string;
  write(relative: string, data: Uint8Array | string): Promise<void>;
  /** The file's size, or undefined when it is not there. */
  size(relative: string): Promise<number | undefined>;
  /** The whole file, or undefined when it is not there. */
  read(relative: string): Promise<Buffer | undefined>;
  open(relative: string, range?: { start: number; end: number }): Readable;
}

export function createMediaStore(dataDir: string): MediaStore {
  const root = path.join(dataDir, 'media');
  const resolve = (relative: string) => {
    const full = path.resolve(root, relative);
    if (!full.startsWith(root + path.sep))
      throw new Error(`media path outside the media folder: ${relative}`);
    return full;
  };
  return {
    root,
    resolve,
    async write(relative, data) {
      const full = resolve(relative);
      await mkdir(path.dirname(full), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${full}.partial`;
      await writeFile(partial, data);
      await rename(partial, full);
    },
    async size(relative) {
      try {
        return (await stat(resolve(relative))).size;
      } catch {
        return undefined;
      }
    },
    async read(relative) {
      try {
        return await readFile(resolve(relative));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    open(relative, range) {
      return createReadStream(
        resolve(relative),
        range ? { start: range.start, end: range.end } : {},
      );
    },
  };
}

/** Where a product's media live, relative to the media folder. */
export const mediaLayout = {
  recording: (productId: string) => `${productId}/recording.m4a`,
  pronunciation: (productId: string) => `${productId}/pronunciation.m4a`,
  readingPdf: (productId: string) => `${productId}/reading.pdf`,
  readingPdfPreview: (productId: string) => `${productId}/reading-preview.pdf`,
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
