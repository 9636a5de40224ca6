import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { MediaStoreConfig } from '../../config/env-media.js';
import { checkedMediaPath, type MediaStore } from './media-store.js';

export type S3MediaStoreOptions = Omit<Extract<MediaStoreConfig, { kind: 's3' }>, 'kind'>;

/** A missing object: NoSuchKey from GetObject, NotFound from HeadObject (which has no body). */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');

/** Why HeadBucket failed; its answers have no body, so the status says it. */
function whyUnusable(error: unknown): string {
  if (!(error instanceof S3ServiceException)) return String(error);
  const status = error.$metadata.httpStatusCode;
  if (status === 404) return 'HTTP 404: no such bucket';
  if (status === 403) return 'HTTP 403: access denied; the credentials need s3:ListBucket on it';
  if (status === 301) return 'HTTP 301: the bucket is in another region than AWS_REGION';
  return `HTTP ${String(status)}: ${error.name}`;
}

/**
 * Media in a bucket of S3-compatible object storage (MEDIA_STORE=s3://bucket[/prefix]), shared by
 * every process and machine. A put is atomic, so a reader never sees half a file; reads stream
 * the object's body (or the asked byte range of it) straight through, never held whole.
 */
export function createS3MediaStore(options: S3MediaStoreOptions): MediaStore {
  const { bucket, prefix, endpoint } = options;
  const client = new S3Client({
    region: options.region,
    // Undefined leaves the SDK's own chain (environment, profile, instance or task role).
    credentials: options.credentials,
    endpoint,
    // S3-compatible servers are addressed as endpoint/bucket/key, not as bucket.endpoint/key.
    forcePathStyle: endpoint !== undefined,
  });
  const location = `s3://${bucket}${prefix ? `/${prefix}` : ''}`;
  const keyOf = (relative: string) => {
    const checked = checkedMediaPath(relative);
    return prefix ? `${prefix}/${checked}` : checked;
  };
  const get = (relative: string, range?: { start: number; end: number }) =>
    client.send(
      new GetObjectCommand({
        Bucket: bucket,
        Key: keyOf(relative),
        Range: range ? `bytes=${String(range.start)}-${String(range.end)}` : undefined,
      }),
    );

  return {
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw new Error(
          `MEDIA_STORE ${location}${endpoint ? ` at ${endpoint}` : ''}: the bucket cannot be used (${whyUnusable(error)})`,
          { cause: error },
        );
      }
    },
    async write(relative, data) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(relative),
          Body: typeof data === 'string' ? Buffer.from(data, 'utf8') : data,
        }),
      );
    },
    async size(relative) {
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: keyOf(relative) }),
        );
        return head.ContentLength;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async read(relative) {
      try {
        const body = (await get(relative)).Body;
        if (!body) throw new Error(`no body for ${location}/${keyOf(relative)}`);
        return Buffer.from(await body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async open(relative, range) {
      const body = (await get(relative, range)).Body;
      if (!(body instanceof Readable))
        throw new Error(`no stream for ${location}/${keyOf(relative)}`);
      return body;
    },
    async remove(relative) {
      const key = keyOf(relative);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      // A folder is the objects under its name: listed and deleted a page (1,000) at a time.
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: `${key}/`, ContinuationToken: token }),
        );
        const objects = (page.Contents ?? []).flatMap((object) =>
          object.Key ? [{ Key: object.Key }] : [],
        );
        if (objects.length) {
          const deleted = await client.send(
            new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }),
          );
          const failed = deleted.Errors?.[0];
          if (failed)
            throw new Error(
              `cannot delete ${location}/${failed.Key ?? key}: ${failed.Code ?? 'unknown error'}`,
            );
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
