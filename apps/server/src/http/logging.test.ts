import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging.js';

describe('redactUrl', () => {
  it('hides tokens in the query and the path', () => {
    expect(redactUrl('/api/media/1?accessToken=abc&page=2')).toBe(
      '/api/media/1?accessToken=[REDACTED]&page=2',
    );
    expect(redactUrl('/api/password-resets/s3cret')).toBe('/api/password-resets/[REDACTED]');
    expect(redactUrl('/newsletter/confirm/s3cret')).toBe('/newsletter/confirm/[REDACTED]');
    expect(redactUrl('/api/emails?facebookToken=EAAB')).toBe(
      '/api/emails?facebookToken=[REDACTED]',
    );
    expect(redactUrl('/api/products/12')).toBe('/api/products/12');
  });
});
