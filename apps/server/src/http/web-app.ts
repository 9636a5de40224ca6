import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler.js';
import { apiPreloadsFor, preloadLinks } from './api-preloads.js';
import { withBootFrame } from './boot-frame.js';
import { createPageChunkLinks } from './page-modules.js';
import {
  injectPageMeta,
  resolvePageMeta,
  type FindHomeLeadImages,
  type FindProduct,
} from './page-meta.js';

export interface WebAppOptions {
  webDistDir: string;
  /** Absolute URLs in link previews start with it. */
  publicUrl: string;
  /** A product page's title, description and image; null when there is no such product. */
  findProduct: FindProduct;
  /** Home's first and largest covers, preloaded with the page. */
  findHomeLeadImages?: FindHomeLeadImages;
}

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html for every
 * other GET that is not under /api (the client router decides what it shows), and a JSON
 * 404 for unknown API paths. index.html carries each page's title, description and Open
 * Graph tags, so a shared link shows a preview without running the app.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const { webDistDir, publicUrl, findProduct, findHomeLeadImages } = options;
  const indexPath = path.join(webDistDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  const chunkLinksFor = createPageChunkLinks(webDistDir);
  if (indexHtml !== null) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes `.br` and `.gz` beside each text file (apps/web/vite-precompress.mjs):
      // sent as they are, not compressed again on every request.
      preCompressed: true,
      setHeaders(res, filePath) {
        void res.header('cache-control', cacheControlFor(webDistDir, filePath));
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api' &&
      !request.url.startsWith('/assets/');
    if (indexHtml !== null && isPageRequest) {
      const pathname = request.url.split('?')[0] ?? '/';
      const meta = await resolvePageMeta({
        pathname,
        publicUrl,
        findProduct: async (id) => {
          try {
            return await findProduct(id);
          } catch (error) {
            // A preview is not worth a failed page: the app still loads and shows the product.
            request.log.warn({ err: error }, 'page meta lookup failed');
            return null;
          }
        },
        ...(findHomeLeadImages && {
          findHomeLeadImages: async () => {
            try {
              return await findHomeLeadImages();
            } catch (error) {
              request.log.warn({ err: error }, 'home lead images lookup failed');
              return [];
            }
          },
        }),
      });
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(
          withBootFrame(
            injectPageMeta(indexHtml, meta, [
              ...preloadLinks(apiPreloadsFor(request.url), meta.leadImages),
              ...chunkLinksFor(pathname),
            ]),
            pathname,
          ),
        );
    }
    return reply
      .status(404)
      .send(errorBody(404, `no route for ${request.method} ${request.url.split('?')[0] ?? ''}`));
  });
}

/** Hashed assets never change; everything else (index.html above all) is revalidated. */
function cacheControlFor(webDistDir: string, filePath: string): string {
  if (filePath === path.join(webDistDir, 'index.html')) return 'no-cache';
  const isHashedAsset = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
  return isHashedAsset
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}
