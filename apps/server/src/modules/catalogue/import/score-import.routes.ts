import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  fileExtensionOf,
  METADATA_SHEET_EXTENSIONS,
  SCORE_UPLOAD_LIMITS,
  scoreImportEndpoint,
  scoreImportMessages,
  startScoreImportEndpoint,
  uploadFileProblem,
} from '@cadenza/domain';
import busboy from 'busboy';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../http/app-error.js';
import { routeOf } from '../../../http/route-of.js';
import type { ScoreImportService } from './score-import.service.js';

/** The form's text fields (anything else is refused). */
const FIELDS = new Set(['collection', 'imprintId', 'name', 'publish']);

const MB = 1024 * 1024;

/** A path the browser sent (a folder upload's 'Set/song.xml'): plain segments, nothing hidden. */
function safeRelativePath(name: string): string | null {
  const segments = name.replace(/\\/g, '/').split('/');
  if (segments.length > 12) return null;
  for (const segment of segments)
    if (
      !segment ||
      segment === '.' ||
      segment === '..' ||
      segment.length > 200 ||
      /[\0:]/.test(segment)
    )
      return null;
  return segments.join('/');
}

interface Upload {
  fields: Map<string, string>;
  files: string[];
  sheet: string | null;
}

/**
 * Streams a multipart upload to `folder` (files/ and sheet/), part by part, nothing held in
 * memory; a limit passed or a bad part rejects with the error to answer.
 */
function receiveUpload(request: FastifyRequest, body: Readable, folder: string): Promise<Upload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        // A folder upload names its files by their path ('Set/song.xml'), checked below.
        preservePath: true,
        limits: {
          fileSize: SCORE_UPLOAD_LIMITS.fileMb * MB,
          files: SCORE_UPLOAD_LIMITS.files + 1,
          fields: 10,
          fieldSize: 1024,
        },
      });
    } catch {
      reject(new AppError('badRequest', scoreImportMessages.notMultipart));
      return;
    }
    const upload: Upload = { fields: new Map(), files: [], sheet: null };
    const writes: Promise<void>[] = [];
    let total = 0;
    let failure: AppError | null = null;
    const fail = (error: AppError) => {
      failure ??= error;
      body.unpipe(parser);
      body.resume();
      reject(failure);
    };
    parser.on('field', (name, value) => {
      if (!FIELDS.has(name))
        fail(new AppError('badRequest', scoreImportMessages.unknownField(name)));
      else upload.fields.set(name, value.trim());
    });
    parser.on('file', (name, stream, info) => {
      const filename = info.filename ?? '';
      const relative = safeRelativePath(filename);
      if (failure || (name !== 'files' && name !== 'metadata') || !relative) {
        stream.resume();
        if (!failure)
          fail(
            new AppError(
              'badRequest',
              relative
                ? scoreImportMessages.unknownField(name)
                : scoreImportMessages.badFileName(filename),
            ),
          );
        return;
      }
      // A file of a type the import cannot read is refused before it is stored.
      const typeProblem =
        name === 'files'
          ? uploadFileProblem(relative)
          : (METADATA_SHEET_EXTENSIONS as readonly string[]).includes(fileExtensionOf(relative))
            ? null
            : scoreImportMessages.notASheet(relative);
      if (typeProblem) {
        stream.resume();
        fail(new AppError('badRequest', typeProblem));
        return;
      }
      if (name === 'files' && upload.files.length >= SCORE_UPLOAD_LIMITS.files) {
        stream.resume();
        fail(
          new AppError('badRequest', scoreImportMessages.tooManyFiles(SCORE_UPLOAD_LIMITS.files)),
        );
        return;
      }
      const target =
        name === 'metadata'
          ? path.join(folder, 'sheet', path.basename(relative))
          : path.join(folder, 'files', ...relative.split('/'));
      if (name === 'metadata') upload.sheet = path.basename(relative);
      else upload.files.push(relative);
      stream.on('limit', () => {
        fail(
          new AppError(
            'payloadTooLarge',
            scoreImportMessages.fileTooLarge(relative, SCORE_UPLOAD_LIMITS.fileMb),
          ),
        );
      });
      // Counted on the way to the disk (a listener of its own would start the data flowing
      // before the file is there to take it).
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          total += chunk.length;
          if (total > SCORE_UPLOAD_LIMITS.totalMb * MB)
            fail(
              new AppError(
                'payloadTooLarge',
                scoreImportMessages.uploadTooLarge(SCORE_UPLOAD_LIMITS.totalMb),
              ),
            );
          done(null, chunk);
        },
      });
      mkdirSync(path.dirname(target), { recursive: true });
      writes.push(pipeline(stream, counter, createWriteStream(target)));
    });
    parser.on('error', () => {
      fail(new AppError('badRequest', scoreImportMessages.notMultipart));
    });
    parser.on('close', () => {
      Promise.all(writes).then(
        () => {
          if (!failure) resolve(upload);
        },
        (error: unknown) => {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
    body.pipe(parser);
  });
}

/** The studio's score uploads: staff only, a publisher's into its own imprint. */
export function scoreImportRoutes(service: ScoreImportService): FastifyPluginAsyncZod {
  return async (app) => {
    // The upload is read as a stream by the handler (busboy), not parsed into memory.
    app.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
      done(null, payload);
    });

    app.route({
      ...routeOf(startScoreImportEndpoint, {
        summary:
          'Upload score files or a zip (and a metadata sheet) to import; the import runs as a job',
      }),
      handler: async (request, reply) => {
        const scope = await service.scopeOf(request.viewer);
        if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data'))
          throw new AppError('badRequest', scoreImportMessages.notMultipart);
        const folder = await service.newSpoolFolder();
        try {
          const upload = await receiveUpload(request, request.body as Readable, folder);
          if (upload.files.length === 0)
            throw new AppError('badRequest', scoreImportMessages.noFiles);
          const zips = upload.files.filter((file) => file.toLowerCase().endsWith('.zip'));
          if (zips.length > 0 && upload.files.length > 1)
            throw new AppError('badRequest', scoreImportMessages.zipNotAlone);
          const imprint = await service.imprintFor(
            scope,
            upload.fields.get('imprintId') || undefined,
          );
          const publish = upload.fields.get('publish') ?? 'false';
          if (publish !== 'true' && publish !== 'false')
            throw new AppError('badRequest', scoreImportMessages.badPublish);
          const first = upload.files[0] ?? 'upload';
          const name =
            upload.fields.get('name') ||
            (zips.length ? path.basename(first, path.extname(first)) : 'Uploaded scores');
          const started = await service.startImport({
            scope,
            imprint,
            name,
            collection: upload.fields.get('collection') || undefined,
            publish: publish === 'true',
            folder,
          });
          return await reply.code(202).send(started);
        } catch (error) {
          await service.discardSpoolFolder(folder);
          throw error;
        }
      },
    });

    app.route({
      ...routeOf(scoreImportEndpoint, {
        summary: 'An import’s progress and report: each file imported, merged or refused, and why',
      }),
      handler: async (request) =>
        service.getImport(await service.scopeOf(request.viewer), request.params.id),
    });
  };
}
