import { z } from 'zod';

/**
 * Where media files live (`MEDIA_STORE`): the local folder DATA_DIR/media, or a bucket of
 * S3-compatible object storage, which every machine of a deployment shares.
 */
export type MediaStoreConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      /** Prepended to every object key, without slashes at either end; '' for none. */
      prefix: string;
      /** An S3-compatible server's URL (addressed path-style); undefined for AWS itself. */
      endpoint: string | undefined;
      region: string;
      /** From AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; undefined: the SDK's own chain. */
      credentials:
        { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
    };

const MEDIA_STORE_FORMAT =
  "must be 'local' or s3://bucket[/prefix], the bucket 3-63 lowercase letters, digits, dots and hyphens";

/** s3://bucket[/prefix], or undefined when the value is not that. */
function parseS3Location(value: string): { bucket: string; prefix: string } | undefined {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(\/.*)?$/.exec(value);
  if (!match?.[1]) return undefined;
  const segments = (match[2] ?? '').split('/').filter(Boolean);
  if (segments.some((segment) => segment === '.' || segment === '..')) return undefined;
  return { bucket: match[1], prefix: segments.join('/') };
}

/** The media settings of the environment schema (env.ts). */
export const mediaEnvShape = {
  MEDIA_STORE: z
    .string()
    .default('local')
    .refine(
      (value) => value === 'local' || parseS3Location(value) !== undefined,
      MEDIA_STORE_FORMAT,
    ),
  /** An S3-compatible server (MinIO, Ceph, s3rver…); unset for AWS S3 itself. */
  S3_ENDPOINT: z
    .url({ message: 'must be an http:// or https:// URL' })
    .refine((value) => /^https?:\/\//.test(value), 'must be an http:// or https:// URL')
    .optional(),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
};

type MediaEnv = z.output<z.ZodObject<typeof mediaEnvShape>>;

/** The media store's configuration, or the problems that stop start-up, each named. */
export function mediaStoreConfig(e: MediaEnv): MediaStoreConfig | { problems: string[] } {
  const location = e.MEDIA_STORE === 'local' ? undefined : parseS3Location(e.MEDIA_STORE);
  const problems: string[] = [];
  if (!location && e.S3_ENDPOINT)
    problems.push('S3_ENDPOINT: only used with MEDIA_STORE=s3://bucket[/prefix]');
  if (e.AWS_ACCESS_KEY_ID && !e.AWS_SECRET_ACCESS_KEY)
    problems.push('AWS_SECRET_ACCESS_KEY: required with AWS_ACCESS_KEY_ID');
  if (e.AWS_SECRET_ACCESS_KEY && !e.AWS_ACCESS_KEY_ID)
    problems.push('AWS_ACCESS_KEY_ID: required with AWS_SECRET_ACCESS_KEY');
  if (problems.length) return { problems };
  if (!location) return { kind: 'local' };
  return {
    kind: 's3',
    ...location,
    endpoint: e.S3_ENDPOINT,
    region: e.AWS_REGION,
    credentials:
      e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: e.AWS_ACCESS_KEY_ID,
            secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
            ...(e.AWS_SESSION_TOKEN ? { sessionToken: e.AWS_SESSION_TOKEN } : {}),
          }
        : undefined,
  };
}
