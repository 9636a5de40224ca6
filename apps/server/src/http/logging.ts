import type { FastifyRequest } from 'fastify';

const secretQueryKeys = /^(access_?token|token|facebook_?token|key|signature|sig)$/i;
const secretPathSegments =
  /(\/(?:password-resets|password-setups|create-password|password-reset|newsletter\/confirm)\/)[^/?]+/g;

/** A URL safe to log: tokens in the query or the path are replaced. */
export function redactUrl(url: string): string {
  const [pathPart = '', query] = url.split('?', 2);
  const safePath = pathPart.replace(secretPathSegments, '$1[REDACTED]');
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const key of params.keys()) if (secretQueryKeys.test(key)) params.set(key, '[REDACTED]');
  return `${safePath}?${params.toString().replaceAll('%5BREDACTED%5D', '[REDACTED]')}`;
}

export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.accessToken',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
          headers: request.headers,
        };
      },
    },
  };
}
