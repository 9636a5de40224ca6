import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  studioReadingPagesMessages as messages,
  type StudioReadingPages,
  type StudioReadingPagesUpload,
} from '@cadenza/domain';
import { AppError } from '../../../http/app-error.js';
import type { Viewer } from '../../../http/viewer.js';
import { assertInScope, type StudioScope } from '../studio-access.js';
import { buildReadingPages } from './build-reading-pages.js';
import { extensionOf, receivePageFiles, spooledFiles, zipFiles } from './page-files.js';
import type { StudioReadingPagesRepository } from './studio-reading-pages.repository.js';

export interface StudioReadingPagesDependencies {
  scopeOf(viewer: Viewer | null): Promise<StudioScope>;
  repository: StudioReadingPagesRepository;
  /** Where an upload is spooled while it is read (DATA_DIR/reading-page-uploads). */
  spoolDir: string;
}

/**
 * The pages of navigated readings uploaded in the studio: HTML or Markdown files, or one zip of
 * them, spooled to disk, made into pages (build-reading-pages.ts) and put in place of the
 * reading's pages in one transaction; served by the content routes as the demo readings are.
 */
export function createStudioReadingPagesService(deps: StudioReadingPagesDependencies) {
  const { repository } = deps;

  async function editable(viewer: Viewer | null, productId: string) {
    const scope = await deps.scopeOf(viewer);
    const product = await repository.findProduct(productId);
    assertInScope(scope, productId, product);
    if (product.type !== 'readingNavigated')
      throw new AppError('badRequest', messages.notNavigated);
    return product;
  }

  return {
    /** Checks who asks, what the product is and the type, before the body is read. */
    async accept(viewer: Viewer | null, productId: string, contentType: string | undefined) {
      await editable(viewer, productId);
      if (!contentType?.toLowerCase().startsWith('multipart/form-data'))
        throw new AppError('badRequest', messages.notMultipart);
    },

    async pages(viewer: Viewer | null, productId: string): Promise<StudioReadingPages> {
      await editable(viewer, productId);
      return { pages: await repository.pagesOf(productId) };
    },

    /** Spools, reads and cleans the pages, then replaces the reading's; a refusal changes nothing. */
    async upload(
      viewer: Viewer | null,
      productId: string,
      headers: IncomingHttpHeaders,
      body: Readable,
    ): Promise<StudioReadingPagesUpload> {
      await editable(viewer, productId);
      const folder = path.join(deps.spoolDir, randomUUID());
      let closeZip: () => void = () => undefined;
      try {
        const names = await receivePageFiles(headers, body, folder);
        if (names.length === 0) throw new AppError('badRequest', messages.noFiles);
        const spooled = await spooledFiles(folder, names);
        if (spooled.every((file) => file.bytes === 0))
          throw new AppError('badRequest', messages.noFiles);
        const zips = spooled.filter((file) => extensionOf(file.name) === 'zip');
        if (zips.length > 0 && spooled.length > 1)
          throw new AppError('badRequest', messages.zipNotAlone);
        let files = spooled;
        if (zips.length === 1) {
          const zip = await zipFiles(path.join(folder, '1'));
          closeZip = zip.close;
          files = zip.files;
        }
        const built = await buildReadingPages(files);
        await repository.replacePages(productId, built.pages);
        return {
          pages: built.pages.map(({ path: at, title }) => ({ path: at, title })),
          report: built.report,
        };
      } finally {
        closeZip();
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}

export type StudioReadingPagesService = ReturnType<typeof createStudioReadingPagesService>;
