import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productSchema } from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentRepository } from '../../src/modules/content/content.repository.js';
import { createLocalMediaStore } from '../../src/modules/content/local-media-store.js';
import { createMediaSink } from '../../src/modules/content/media-sink.js';
import { mediaLayout } from '../../src/modules/content/media-store.js';
import { testDrivers } from '../databases.js';
import { createSearchClient, itemsOf } from '../search/search-client.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { insertProduct } from './content-fixtures.js';

/** A playlist as ffmpeg writes it, whose segments last `seconds` each. */
const playlistOf = (seconds: number[]) =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-TARGETDURATION:4',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    ...seconds.flatMap((length, index) => [
      `#EXTINF:${length.toFixed(6)},`,
      `segment-${String(index).padStart(5, '0')}.ts`,
    ]),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');

describe.each(testDrivers)('a product’s video length (%s)', (driver) => {
  let t: TestApp;
  let sink: ReturnType<typeof createMediaSink>;
  let store: ReturnType<typeof createLocalMediaStore>;

  const durationOf = async (id: string) =>
    productSchema.parse((await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json())
      .videoDuration;
  const search = createSearchClient(() => t.app);
  /** What a search row shows of a film (explore films are in the video group). */
  const searchedDurationOf = async (title: string) =>
    itemsOf(await search.results({ q: title, size: 10 }), 'video').find(
      (item) => item.title === title,
    )?.videoDuration;
  /** Stores a video's files as the maker does (segments, then the playlist) and records it. */
  const makeVideo = async (productId: string, variant: string, seconds: number[]) => {
    const folder = mediaLayout.videoFolder(productId, variant);
    for (const index of seconds.keys())
      await store.write(`${folder}/segment-${String(index).padStart(5, '0')}.ts`, 'ts');
    await store.write(mediaLayout.playlist(folder), playlistOf(seconds));
    await sink.saveMediaAsset({
      productId,
      kind: 'video',
      variant,
      path: folder,
      contentType: 'application/vnd.apple.mpegurl',
      // What a maker believes; the product shows what the stored playlist plays.
      durationMs: 229_000,
      syncMap: null,
    });
  };

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cadenza-video-length-'));
    t = await buildTestApp(driver, { DATA_DIR: dataDir });
    store = createLocalMediaStore(path.join(dataDir, 'media'));
    sink = createMediaSink(createContentRepository(t.database.handle.db), store);
    await insertProduct(t.database.handle, {
      id: 'explore-1',
      type: 'explore',
      title: 'Pedalling a lullaby',
      videoRef: 'render:x:explore-1',
    });
    await insertProduct(t.database.handle, {
      id: 'perf-1',
      type: 'performance',
      title: 'Lullaby performed',
      videos: ['top', 'left', 'right'].map((perspective) => ({
        perspective,
        ref: `render:x:${perspective}`,
      })),
    });
  });
  afterAll(() => t.close());

  it('is absent until the video is made, then the length its playlist plays', async () => {
    expect(await durationOf('explore-1')).toBeNull();
    // Not listed before its film exists, or listed without a length: never with one.
    expect((await searchedDurationOf('Pedalling a lullaby')) ?? null).toBeNull();
    await makeVideo('explore-1', 'main', [4, 4, 4, 4, 4, 4, 3.04]);
    // 27.04 s, whatever its maker believed; the catalogue's cache moved on with it, and search
    // rows show it too (their documents follow the product).
    expect(await durationOf('explore-1')).toBe(27_040);
    expect(await searchedDurationOf('Pedalling a lullaby')).toBe(27_040);
  });

  it('is the longest camera’s for a performance filmed from three sides', async () => {
    expect(await durationOf('perf-1')).toBeNull();
    await makeVideo('perf-1', 'top', [4, 2.5]);
    expect(await durationOf('perf-1')).toBe(6_500);
    await makeVideo('perf-1', 'left', [4, 2.52]);
    await makeVideo('perf-1', 'right', [4, 2.5]);
    expect(await durationOf('perf-1')).toBe(6_520);
    // A camera made again with a shorter film: the product follows it.
    await makeVideo('perf-1', 'left', [4, 2.5]);
    expect(await durationOf('perf-1')).toBe(6_500);
  });

  it('refuses a video recorded before its playlist is stored', async () => {
    await expect(
      sink.saveMediaAsset({
        productId: 'explore-1',
        kind: 'video',
        variant: 'elsewhere',
        path: mediaLayout.videoFolder('explore-1', 'elsewhere'),
        contentType: 'application/vnd.apple.mpegurl',
        durationMs: 1000,
        syncMap: null,
      }),
    ).rejects.toThrow('saved before its playlist');
    expect(await durationOf('explore-1')).toBe(27_040);
  });
});
