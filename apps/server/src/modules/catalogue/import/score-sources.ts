import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import yauzl from 'yauzl';

/**
 * The files of one import (a folder, a zip, an upload), listed first and read one at a time,
 * so what is held in memory is one file, whatever the number of files.
 */
export interface ScoreSource {
  /** The folder's or zip's name: the default volume of pieces nothing else files. */
  name: string;
  /** Every file's path in the source ('/' separators), sorted. */
  files: string[];
  read(file: string): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** A problem with the whole import (missing folder, unreadable zip or sheet): nothing is imported. */
export class ImportFolderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFolderError';
  }
}

/** The most one file of a zip may unpack to (a quartet's MusicXML is about 11 MB). */
export const MAX_ENTRY_BYTES = 64 * 1024 * 1024;

const isHidden = (file: string) =>
  file.split('/').some((part) => part.startsWith('.') || part === '__MACOSX');

export async function folderSource(folder: string): Promise<ScoreSource> {
  const info = await stat(folder).catch(() => undefined);
  if (!info?.isDirectory()) throw new ImportFolderError(`${folder} is not a folder`);
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter((file) => !isHidden(file))
    .sort();
  return {
    name: path.basename(path.resolve(folder)) || 'Imported Scores',
    files,
    read: (file) => readFile(path.join(folder, ...file.split('/'))),
    close: async () => undefined,
  };
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, zip) => {
      if (error) reject(error);
      else resolve(zip);
    });
  });
}

/**
 * A zip's files: its directory is read first (names and sizes only), then each entry is
 * unpacked when asked for, from the file on disk.
 */
export async function zipSource(zipPath: string, name?: string): Promise<ScoreSource> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(zipPath);
  } catch (error) {
    throw new ImportFolderError(
      `not a readable zip (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const entries = new Map<string, yauzl.Entry>();
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!entry.fileName.endsWith('/') && !isHidden(entry.fileName))
          entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.on('end', resolve);
      zip.on('error', reject);
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    throw new ImportFolderError(
      `not a readable zip (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  return {
    name: name ?? path.basename(zipPath, path.extname(zipPath)),
    files: [...entries.keys()].sort(),
    async read(file) {
      const entry = entries.get(file);
      if (!entry) throw new Error(`${file} is not in the zip`);
      if (entry.uncompressedSize > MAX_ENTRY_BYTES)
        throw new Error(`unpacks to more than ${MAX_ENTRY_BYTES / 1024 / 1024} MB`);
      const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) => {
        zip.openReadStream(entry, (error, readable) => {
          if (error) reject(error);
          else resolve(readable);
        });
      });
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    close: async () => {
      zip.close();
    },
  };
}

/** A folder, or a zip file, as given to the CLI. */
export async function sourceAt(location: string): Promise<ScoreSource> {
  const info = await stat(location).catch(() => undefined);
  if (info?.isFile() && location.toLowerCase().endsWith('.zip')) return zipSource(location);
  return folderSource(location);
}
