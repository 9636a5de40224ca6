import { describe, expect, it } from 'vitest';
import { resolveWebConcurrency } from './concurrency.js';
import { ConfigError } from './env.js';

const postgres = { databaseUrl: 'postgres://postgres@127.0.0.1:5432/cadenza' };
const embedded = { databaseUrl: undefined };

describe('WEB_CONCURRENCY', () => {
  it('defaults to the number of cores on PostgreSQL and to 1 on the embedded database', () => {
    expect(resolveWebConcurrency({}, postgres, 4)).toBe(4);
    expect(resolveWebConcurrency({ WEB_CONCURRENCY: '' }, postgres, 2)).toBe(2);
    expect(resolveWebConcurrency({}, embedded, 4)).toBe(1);
  });

  it('takes an explicit number', () => {
    expect(resolveWebConcurrency({ WEB_CONCURRENCY: '3' }, postgres, 2)).toBe(3);
    expect(resolveWebConcurrency({ WEB_CONCURRENCY: '1' }, embedded, 8)).toBe(1);
  });

  it('refuses more than one process on the embedded database, naming the setting', () => {
    expect(() => resolveWebConcurrency({ WEB_CONCURRENCY: '2' }, embedded)).toThrow(ConfigError);
    expect(() => resolveWebConcurrency({ WEB_CONCURRENCY: '2' }, embedded)).toThrow(
      /WEB_CONCURRENCY: more than 1 process needs PostgreSQL/,
    );
  });

  it.each(['0', '-1', 'two', '1.5'])('refuses %s, naming the setting', (value) => {
    expect(() => resolveWebConcurrency({ WEB_CONCURRENCY: value }, postgres)).toThrow(
      /WEB_CONCURRENCY: must be a whole number/,
    );
  });
});
