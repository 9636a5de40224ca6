import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  READING_PAGE_EXTENSIONS,
  READING_PAGES_LIMITS,
  studioReadingPagesMessages as messages,
} from '@cadenza/domain';
import busboy from 'busboy';
import type { IncomingHttpHeaders } from 'node:http';
import yauzl from 'yauzl';
import { AppError } from '../../../http/app-error.js';
import { spoolUpload } from '../../../lib/spool-upload.js';

const MB = 1024 * 1024;

/** One file of an upload (a loose file, or a zip's entry), read when asked for. */
export interface PageFile {
  /** Its path ('/' separators), as uploaded or as in the zip. */
  name: string;
  /** Its size, unpacked. */
  bytes: number;
  read(): Promise<Buffer>;
}

export const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

export const isPageFile = (name: string) =>
  (READING_PAGE_EXTENSIONS as readonly string[]).includes(extensionOf(name));

const isHidden = (name: string) =>
  name.split('/').some((part) => part.startsWith('.') || part === '__MACOSX');

/** A name a browser sent: plain segments, nothing hidden or climbing out. */
function safeName(name: string): string | null {
  const segments = name.replace(/\\/g, '/').split('/');
  if (segments.length > 12) return null;
  for (const segment of segments)
    if (
      !segment ||
      segment === '.' ||
      segment === '..' ||
      segment.length > 200 ||
      /\0/.test(segment)
    )
      return null;
  return segments.join('/');
}

const tooLarge = () =>
  new AppError('payloadTooLarge', messages.uploadTooLarge(READING_PAGES_LIMITS.uploadMb));

/**
 * Spools a multipart upload's `files` into `folder`, one after the other, each by the shared
 * spooler with what is left of the upload's limit: answers their names in the order sent.
 * A page file or one zip only; anything else refuses the upload before it is stored.
 */
export async function receivePageFiles(
  headers: IncomingHttpHeaders,
  body: Readable,
  folder: string,
): Promise<string[]> {
  await mkdir(folder, { recursive: true });
  const names: string[] = [];
  const spooled: Promise<number>[] = [];
  await new Promise<void>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers,
        preservePath: true,
        limits: { files: READING_PAGES_LIMITS.files + 1, fields: 0 },
      });
    } catch {
      reject(new AppError('badRequest', messages.notMultipart));
      return;
    }
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      body.unpipe(parser);
      body.resume();
      reject(error);
    };
    parser.on('field', (name) => {
      fail(new AppError('badRequest', messages.unknownField(name)));
    });
    parser.on('filesLimit', () => {
      fail(new AppError('badRequest', messages.tooManyFiles(READING_PAGES_LIMITS.files)));
    });
    parser.on('file', (field, stream, info) => {
      const name = safeName(info.filename ?? '');
      const problem =
        field !== 'files'
          ? messages.unknownField(field)
          : !name
            ? messages.badFileName(info.filename ?? '')
            : !isPageFile(name) && extensionOf(name) !== 'zip'
              ? messages.notPageFile(name)
              : null;
      if (failed || problem || !name) {
        stream.resume();
        if (problem) fail(new AppError('badRequest', problem));
        return;
      }
      names.push(name);
      // Files are sent one after the other: what is left is the limit less those before.
      const previous = Promise.all(spooled).then((sizes) => sizes.reduce((a, b) => a + b, 0));
      const target = path.join(folder, String(names.length));
      const done = previous.then(async (before) =>
        spoolUpload(stream, target, {
          maxBytes: READING_PAGES_LIMITS.uploadMb * MB - before,
          tooLarge,
        }),
      );
      done.catch((error: unknown) => {
        fail(error instanceof Error ? error : new Error(String(error)));
      });
      spooled.push(done);
    });
    parser.on('error', () => {
      fail(new AppError('badRequest', messages.notMultipart));
    });
    parser.on('close', () => {
      Promise.all(spooled).then(() => {
        if (!failed) resolve();
      }, fail);
    });
    body.pipe(parser);
  });
  return names;
}

/** The spooled files of an upload as page files (read from the spool folder when asked). */
export async function spooledFiles(folder: string, names: string[]): Promise<PageFile[]> {
  return Promise.all(
    names.map(async (name, index) => {
      const file = path.join(folder, String(index + 1));
      return { name, bytes: (await stat(file)).size, read: () => readFile(file) };
    }),
  );
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, zip) => {
      if (error) reject(error);
      else resolve(zip);
    });
  });
}

const detailOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A zip's files (hidden ones and folders left out), read from the spooled zip when asked for;
 * its directory is checked first: at most READING_PAGES_LIMITS.files files and unpackedMb in
 * all, as declared (yauzl refuses an entry that unpacks to more than it declares).
 */
export async function zipFiles(file: string): Promise<{ files: PageFile[]; close: () => void }> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(file);
  } catch (error) {
    throw new AppError('badRequest', messages.notZip(detailOf(error)));
  }
  const entries: yauzl.Entry[] = [];
  let unpacked = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!entry.fileName.endsWith('/') && !isHidden(entry.fileName)) {
          entries.push(entry);
          unpacked += entry.uncompressedSize;
          if (entries.length > READING_PAGES_LIMITS.files) {
            reject(new AppError('badRequest', messages.tooManyFiles(READING_PAGES_LIMITS.files)));
            return;
          }
          if (unpacked > READING_PAGES_LIMITS.unpackedMb * MB) {
            reject(
              new AppError(
                'payloadTooLarge',
                messages.unpackedTooLarge(READING_PAGES_LIMITS.unpackedMb),
              ),
            );
            return;
          }
        }
        zip.readEntry();
      });
      zip.on('end', resolve);
      zip.on('error', reject);
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    throw error instanceof AppError
      ? error
      : new AppError('badRequest', messages.notZip(detailOf(error)));
  }
  const read = async (entry: yauzl.Entry): Promise<Buffer> => {
    const stream = await new Promise<Readable>((resolve, reject) => {
      zip.openReadStream(entry, (error, readable) => {
        if (error) reject(error);
        else resolve(readable);
      });
    });
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  return {
    files: entries.map((entry) => ({
      name: entry.fileName,
      bytes: entry.uncompressedSize,
      read: () => read(entry),
    })),
    close: () => {
      zip.close();
    },
  };
}
