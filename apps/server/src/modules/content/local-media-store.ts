import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedMediaPath, type MediaStore } from './media-store.js';

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

/** Media in a folder of this machine (DATA_DIR/media): the default, nothing to install. */
export function createLocalMediaStore(root: string): MediaStore {
  const resolve = (relative: string) => path.join(root, checkedMediaPath(relative));
  return {
    async check() {
      await mkdir(root, { recursive: true });
    },
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
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async read(relative) {
      try {
        return await readFile(resolve(relative));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async open(relative, range) {
      // Opened before streaming, so a missing file fails here rather than mid-reply.
      const file = await open(resolve(relative));
      return file.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async remove(relative) {
      await rm(resolve(relative), { recursive: true, force: true });
    },
  };
}
