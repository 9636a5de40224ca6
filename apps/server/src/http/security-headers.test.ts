import { describe, expect, it } from 'vitest';
import { securityHeadersOf } from './security-headers.js';

describe('security headers worked out once', () => {
  it("are helmet's headers for the options, CSP directives as given", () => {
    const headers = securityHeadersOf({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] },
      },
      crossOriginEmbedderPolicy: false,
    });
    expect(headers.get('content-security-policy')).toBe(
      "default-src 'self';frame-ancestors 'none'",
    );
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('strict-transport-security')).toContain('max-age=');
    expect(headers.has('cross-origin-embedder-policy')).toBe(false);
    expect(headers.has('x-powered-by')).toBe(false);
  });

  it('refuse options helmet refuses', () => {
    expect(() =>
      securityHeadersOf({
        contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ['self'] } },
      }),
    ).toThrow();
  });
});
