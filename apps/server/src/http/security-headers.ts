import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once on a response that is never sent.
 * Helmet's middleware depends only on its options (no directive here is a function of the
 * request), and @fastify/helmet rebuilt it, parsing the CSP, on every request: a few per cent
 * of a search's CPU.
 */
export function securityHeadersOf(options: HelmetOptions): Map<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let failure: unknown;
  helmet(options)(request, response, (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined)
    throw new Error('helmet refused the security options', { cause: failure });
  return new Map(
    Object.entries(response.getHeaders()).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : String(value),
    ]),
  );
}
