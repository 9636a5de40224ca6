import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('loadConfig: sessions, mail and Facebook', () => {
  it('defaults to 14 days idle, 90 days at most, the local mailbox and the Facebook sandbox', () => {
    const config = loadConfig({});
    expect(config.session).toEqual({
      idleTimeoutMinutes: 14 * 24 * 60,
      maxLifetimeMinutes: 90 * 24 * 60,
    });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Cadenza <no-reply@cadenza.local>');
    expect(config.facebookAppSecret).toBeUndefined();
    expect(config.facebookGraphUrl).toBe('https://graph.facebook.com/v21.0');
  });

  it('reads the settings when given', () => {
    const config = loadConfig({
      SESSION_IDLE_TIMEOUT_MINUTES: '30',
      SESSION_MAX_LIFETIME_MINUTES: '720',
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: 'Cadenza <hello@cadenza.example>',
      FACEBOOK_APP_SECRET: 'shh',
      FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9999/v21.0/',
    });
    expect(config.session).toEqual({ idleTimeoutMinutes: 30, maxLifetimeMinutes: 720 });
    expect(config.smtpUrl).toBe('smtps://user:secret@mail.example.com:465');
    expect(config.mailFrom).toBe('Cadenza <hello@cadenza.example>');
    expect(config.facebookAppSecret).toBe('shh');
    expect(config.facebookGraphUrl).toBe('http://127.0.0.1:9999/v21.0');
  });

  it('names malformed settings', () => {
    let error: unknown;
    try {
      loadConfig({
        SMTP_URL: 'http://mail.example.com',
        SESSION_IDLE_TIMEOUT_MINUTES: '0',
        SESSION_MAX_LIFETIME_MINUTES: 'forever',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(message).toContain('SESSION_IDLE_TIMEOUT_MINUTES');
    expect(message).toContain('SESSION_MAX_LIFETIME_MINUTES');
  });
});
