import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

const problemsOf = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return '';
};

describe('loadConfig: the media store', () => {
  it('keeps media in the local folder by default, and when told so', () => {
    expect(loadConfig({}).mediaStore).toEqual({ kind: 'local' });
    expect(loadConfig({ MEDIA_STORE: 'local' }).mediaStore).toEqual({ kind: 'local' });
  });

  it('reads a bucket, its prefix, an S3-compatible endpoint and credentials', () => {
    const config = loadConfig({
      MEDIA_STORE: 's3://cadenza-media/prod/media/',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      AWS_REGION: 'eu-west-1',
      AWS_ACCESS_KEY_ID: 'key',
      AWS_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.mediaStore).toEqual({
      kind: 's3',
      bucket: 'cadenza-media',
      prefix: 'prod/media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
  });

  it('leaves AWS S3 itself, us-east-1 and the SDK credential chain when nothing more is said', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', ...stripe, MEDIA_STORE: 's3://media.example' })
        .mediaStore,
    ).toEqual({
      kind: 's3',
      bucket: 'media.example',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
    });
  });

  it.each([
    's3://',
    's3://Media_Files',
    's3://ab',
    'S3://media',
    's3:/media',
    'https://media.example',
    's3://media/../other',
    'folder',
  ])('refuses MEDIA_STORE=%s, saying what it must be', (value) => {
    expect(problemsOf({ MEDIA_STORE: value })).toContain(
      "MEDIA_STORE: must be 'local' or s3://bucket[/prefix]",
    );
  });

  it('refuses S3 settings that cannot be meant as given', () => {
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toContain(
      'S3_ENDPOINT: only used with MEDIA_STORE=s3://bucket[/prefix]',
    );
    expect(problemsOf({ MEDIA_STORE: 's3://media', S3_ENDPOINT: 'localhost:9000' })).toContain(
      'S3_ENDPOINT: must be an http:// or https:// URL',
    );
    expect(problemsOf({ MEDIA_STORE: 's3://media', AWS_ACCESS_KEY_ID: 'key' })).toContain(
      'AWS_SECRET_ACCESS_KEY: required with AWS_ACCESS_KEY_ID',
    );
    expect(problemsOf({ MEDIA_STORE: 's3://media', AWS_SECRET_ACCESS_KEY: 'secret' })).toContain(
      'AWS_ACCESS_KEY_ID: required with AWS_SECRET_ACCESS_KEY',
    );
  });
});

const stripe = {
  PAYMENT_GATEWAY: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
};
