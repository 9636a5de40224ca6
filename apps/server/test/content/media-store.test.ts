import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStore } from '../../src/modules/content/local-media-store.js';
import type { MediaStore } from '../../src/modules/content/media-store.js';
import { createS3MediaStore } from '../../src/modules/content/s3-media-store.js';
import { startS3Server, type TestS3Server } from '../s3-server.js';

interface StoreUnderTest {
  store: MediaStore;
  /** The bytes a file left where the store keeps it, read past the store. */
  stored(relative: string): Promise<Buffer | undefined>;
  close(): Promise<void>;
}

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const kinds: [string, () => StoreUnderTest][] = [
  [
    'the local folder',
    () => {
      const root = mkdtempSync(path.join(tmpdir(), 'cadenza-media-store-'));
      return {
        store: createLocalMediaStore(root),
        stored: (relative) => {
          try {
            return Promise.resolve(readFileSync(path.join(root, relative)));
          } catch {
            return Promise.resolve(undefined);
          }
        },
        close: () => {
          rmSync(root, { recursive: true, force: true });
          return Promise.resolve();
        },
      };
    },
  ],
  [
    'S3-compatible storage (s3rver)',
    () => {
      const prefix = `run-${randomBytes(4).toString('hex')}/media`;
      // A second store over the whole bucket sees where the first put its objects.
      const bucket = createS3MediaStore(s3.storeOptions());
      return {
        store: createS3MediaStore(s3.storeOptions(prefix)),
        stored: (relative) => bucket.read(`${prefix}/${relative}`),
        close: () => Promise.resolve(),
      };
    },
  ],
];

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe.each(kinds)('a media store: %s', (_kind, make) => {
  let under: StoreUnderTest;
  let store: MediaStore;
  beforeAll(() => {
    under = make();
    store = under.store;
  });
  afterAll(() => under.close());

  it('is usable once checked', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });

  it('keeps what it is given, bytes or text, and tells its size', async () => {
    await store.write('piece-1/recording.m4a', Buffer.from('0123456789'));
    await store.write('perf-1/video-main/playlist.m3u8', '#EXTM3U\n# é\n');
    expect(await store.size('piece-1/recording.m4a')).toBe(10);
    expect((await store.read('piece-1/recording.m4a'))?.toString()).toBe('0123456789');
    expect((await store.read('perf-1/video-main/playlist.m3u8'))?.toString('utf8')).toBe(
      '#EXTM3U\n# é\n',
    );
    expect(await store.size('perf-1/video-main/playlist.m3u8')).toBe(
      Buffer.byteLength('#EXTM3U\n# é\n'),
    );
    expect((await under.stored('piece-1/recording.m4a'))?.toString()).toBe('0123456789');
  });

  it('replaces a file whole when it is written again', async () => {
    await store.write('piece-2/reading.pdf', Buffer.from('a longer first version'));
    await store.write('piece-2/reading.pdf', Buffer.from('second'));
    expect((await store.read('piece-2/reading.pdf'))?.toString()).toBe('second');
    expect(await store.size('piece-2/reading.pdf')).toBe(6);
  });

  it("removes a file, or a folder's every file, and leaves the rest", async () => {
    const folder = 'film-1/film-top-upload';
    await store.write(`${folder}/segment-00000.ts`, Buffer.from('one'));
    await store.write(`${folder}/segment-00001.ts`, Buffer.from('two'));
    await store.write(`${folder}/playlist.m3u8`, '#EXTM3U\n');
    await store.write(`${folder}-other/playlist.m3u8`, '#EXTM3U\n');
    await store.write('film-1/covers/poster.jpg', Buffer.from('jpeg'));
    await store.remove(folder);
    await store.remove('film-1/covers/poster.jpg');
    for (const gone of ['segment-00000.ts', 'segment-00001.ts', 'playlist.m3u8'])
      expect(await under.stored(`${folder}/${gone}`), gone).toBeUndefined();
    expect(await store.size('film-1/covers/poster.jpg')).toBeUndefined();
    // A folder whose name begins the same is another folder.
    expect(await store.size(`${folder}-other/playlist.m3u8`)).toBe(8);
    // Nothing there: nothing to do.
    await expect(store.remove('nobody/film-top-x')).resolves.toBeUndefined();
  });

  it('says a missing file is not there, and refuses to open it', async () => {
    expect(await store.size('nobody/recording.m4a')).toBeUndefined();
    expect(await store.read('nobody/recording.m4a')).toBeUndefined();
    await expect(store.open('nobody/recording.m4a')).rejects.toThrow();
    // A file asked for as if it were a folder is missing too.
    expect(await store.size('piece-1/recording.m4a/more')).toBeUndefined();
  });

  it('streams a whole file and an inclusive byte range of it', async () => {
    expect((await collect(await store.open('piece-1/recording.m4a'))).toString()).toBe(
      '0123456789',
    );
    const range = await store.open('piece-1/recording.m4a', { start: 2, end: 5 });
    expect((await collect(range)).toString()).toBe('2345');
    const last = await store.open('piece-1/recording.m4a', { start: 9, end: 9 });
    expect((await collect(last)).toString()).toBe('9');
  });

  it('streams a file of several megabytes, whole and from the middle', async () => {
    const large = randomBytes(6 * 1024 * 1024 + 123);
    await store.write('video-1/video-main/segment-00000.ts', large);
    expect(await store.size('video-1/video-main/segment-00000.ts')).toBe(large.length);
    const whole = await collect(await store.open('video-1/video-main/segment-00000.ts'));
    expect(whole.equals(large)).toBe(true);
    const start = 3 * 1024 * 1024 + 7;
    const end = start + 2 * 1024 * 1024;
    const middle = await collect(
      await store.open('video-1/video-main/segment-00000.ts', { start, end }),
    );
    expect(middle.equals(large.subarray(start, end + 1))).toBe(true);
  });

  it.each(['../outside.m4a', 'piece-1/../../outside.m4a', '/etc/passwd', '..\\outside', '', '.'])(
    'refuses a path that would leave the store: %j',
    async (relative) => {
      const message = /media path outside the media store/;
      await expect(store.write(relative, 'x')).rejects.toThrow(message);
      await expect(store.size(relative)).rejects.toThrow(message);
      await expect(store.read(relative)).rejects.toThrow(message);
      await expect(store.open(relative)).rejects.toThrow(message);
    },
  );

  it('reads a path that stays inside after normalising as the same file', async () => {
    expect((await store.read('piece-1/./x/../recording.m4a'))?.toString()).toBe('0123456789');
  });
});

describe('an S3 media store that cannot use its bucket', () => {
  it('fails its check when the bucket is missing, naming it and the endpoint', async () => {
    const store = createS3MediaStore({ ...s3.storeOptions(), bucket: 'no-such-bucket' });
    await expect(store.check()).rejects.toThrow(
      `MEDIA_STORE s3://no-such-bucket at ${s3.endpoint}: the bucket cannot be used (HTTP 404: no such bucket)`,
    );
  });

  it('fails its check when the credentials are refused', async () => {
    const store = createS3MediaStore({
      ...s3.storeOptions(),
      credentials: { accessKeyId: 'NOBODY', secretAccessKey: 'not the secret' },
    });
    await expect(store.check()).rejects.toThrow(
      `MEDIA_STORE s3://${s3.bucket} at ${s3.endpoint}: the bucket cannot be used (HTTP 403: access denied`,
    );
  });
});
