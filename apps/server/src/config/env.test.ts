import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.workers).toBe('on');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.featureFlags).toEqual({
      video: true,
      'multiple-videos': true,
      stripe: true,
      payments: true,
    });
  });

  it('names every malformed setting', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', FEATURE_VIDEO: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(message).toContain("FEATURE_VIDEO: must be 'true' or 'false'");
  });

  it('treats an empty variable as unset and reads flags', () => {
    const config = loadConfig({ PORT: '', FEATURE_PAYMENTS: 'false', WORKERS: 'only' });
    expect(config.port).toBe(3000);
    expect(config.featureFlags.payments).toBe(false);
    expect(config.workers).toBe('only');
  });
});
