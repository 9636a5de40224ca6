import { CLIENT_ID_HEADER } from '@cadenza/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';
import { securityHeadersOf } from './security-headers.js';

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Callers that are not our own clients and prove themselves another way (signatures), and the
 * analytics beacon, which cannot set headers: its SameSite=Strict consent cookie, required by
 * the route, never comes with a cross-site request.
 */
const clientIdExempt = [/^\/api\/webhooks\//, /^\/api\/analytics\/events$/];

/**
 * Every answer's security headers (helmet's, for these options), set on the raw response as
 * helmet does, so that they reach hijacked and streamed answers too and a route may still
 * replace one (its own headers are written over them).
 */
const securityHeaders = securityHeadersOf({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // Verovio compiles WebAssembly; nothing else is evaluated.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // The app opens no cross-origin windows that need access back; the default is fine.
  crossOriginEmbedderPolicy: false,
});

export function registerSecurity(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeaders(securityHeaders);
    if (!request.url.startsWith('/api/')) return;
    // API answers may carry personal data: never cached unless a route says otherwise.
    void reply.header('cache-control', 'no-store');
    const needsClientId =
      stateChangingMethods.has(request.method) &&
      !clientIdExempt.some((pattern) => pattern.test(request.url));
    if (needsClientId && !request.headers[CLIENT_ID_HEADER]) {
      throw new AppError('forbidden', `missing ${CLIENT_ID_HEADER} header`);
    }
  });
}
