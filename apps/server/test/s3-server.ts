import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3MediaStoreOptions } from '../src/modules/content/s3-media-store.js';

/** s3rver checks request signatures against this key pair. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The settings that point the server at this bucket (MEDIA_STORE and the S3 ones). */
  env: Record<string, string>;
  /** A store's options for this bucket, under `prefix`. */
  storeOptions(prefix?: string): S3MediaStoreOptions;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on a free loopback port, keeping its objects in a
 * temporary folder, with one empty bucket.
 */
export async function startS3Server(bucket = 'cadenza-media'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'cadenza-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${String(port)}`;
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_STORE: `s3://${bucket}`,
      S3_ENDPOINT: endpoint,
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    storeOptions: (prefix = '') => ({
      bucket,
      prefix,
      endpoint,
      region: 'us-east-1',
      credentials: CREDENTIALS,
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
