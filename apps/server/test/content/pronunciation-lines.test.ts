import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentPackageSchema, type PronunciationLine } from '@cadenza/domain';
import { readSungLines } from '@cadenza/music/lyrics';
import { inThreadRenderer, planDemoMedia } from '@cadenza/music/media';
import { createScoreLibrary, type LoadedScore } from '@cadenza/music/scores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProductMedia } from '../../src/modules/content/content-jobs.js';
import { createContentRepository } from '../../src/modules/content/content.repository.js';
import { createLocalMediaStore } from '../../src/modules/content/local-media-store.js';
import { createMediaSink } from '../../src/modules/content/media-sink.js';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { insertImportedScore, insertProduct, insertSubscription } from './content-fixtures.js';

const PASSWORD = 'heard line by line';

/**
 * Issue 17, item 6: a song's pronunciation guide is kept with its lines' timings, which reach a
 * subscriber in the full package, one for each line of the translation; a guide made as one
 * clip before is made again line by line by the demo-media jobs; a non-subscriber gets neither
 * the timings nor the audio.
 */
describe.each(testDrivers)('a pronunciation guide line by line (%s)', (driver) => {
  let t: TestApp;
  let dataDir: string;
  let score: LoadedScore;
  let lines: PronunciationLine[];
  let subscriber: string;
  let ordinary: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cadenza-guide-'));
    t = await buildTestApp(driver, { DATA_DIR: dataDir });
    const db = t.database.handle;
    const song = createScoreLibrary().load('lib:schubert-heidenroslein');
    if (!song) throw new Error('no Heidenröslein');
    score = song;
    const scoreRef = await insertImportedScore(db, score.content);
    for (const id of ['song-lines', 'song-clip'])
      await insertProduct(db, {
        id,
        type: 'piece',
        scoreRef,
        language: 'German',
        pronunciationAudioRef: `speech:${scoreRef}`,
      });
    // Timings as the maker keeps them: one for each line of the sung text.
    lines = readSungLines(score).map((text, index) => ({
      text,
      startMs: index * 3000,
      endMs: index * 3000 + 2200,
      sung: { startQ: index * 4, endQ: index * 4 + 4 },
    }));
    const media = path.join(dataDir, 'media');
    for (const id of ['song-lines', 'song-clip']) {
      mkdirSync(path.join(media, id), { recursive: true });
      writeFileSync(path.join(media, id, 'pronunciation.m4a'), Buffer.from('spoken words'));
    }
    await db.executeSql(
      `INSERT INTO media_assets (product_id, kind, variant, path, content_type, duration_ms, sync_map) VALUES
       ('song-lines', 'pronunciation', 'main', 'song-lines/pronunciation.m4a', 'audio/mp4', $1, $2::jsonb),
       ('song-clip', 'pronunciation', 'main', 'song-clip/pronunciation.m4a', 'audio/mp4', 9000, NULL)`,
      [lines.length * 3000, JSON.stringify({ lines })],
    );
    const user = await createTestUser(db, { email: 'singer@example.com', password: PASSWORD });
    await insertSubscription(db, {
      userId: user.id,
      status: 'active',
      periodEnd: new Date(Date.now() + 86_400_000),
    });
    subscriber = (await signIn(t.app, { email: 'singer@example.com', password: PASSWORD })).cookie;
    await createTestUser(db, { email: 'listener@example.com', password: PASSWORD });
    ordinary = (await signIn(t.app, { email: 'listener@example.com', password: PASSWORD })).cookie;
  });

  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const fullPackage = async (id: string) => {
    const response = await get(`/api/products/${id}/package`, subscriber);
    expect(response.statusCode, response.body).toBe(200);
    const parsed = contentPackageSchema.parse(response.json());
    if (parsed.kind !== 'score') throw new Error('not a score');
    return parsed;
  };

  it('gives a subscriber each line’s place in the guide and in the score, beside its translation', async () => {
    const sent = await fullPackage('song-lines');
    expect(sent.pronunciation).toEqual({ durationMs: lines.length * 3000, lines });
    expect(sent.translation?.lines.map((line) => line.original)).toEqual(
      sent.pronunciation?.lines.map((line) => line.text),
    );
  });

  it('plays a guide made as one clip as a whole until it is made again', async () => {
    const sent = await fullPackage('song-clip');
    expect(sent.pronunciation).toEqual({ durationMs: 9000, lines: [] });
  });

  it('gives a non-subscriber neither the lines’ timings nor the guide', async () => {
    for (const cookie of [undefined, ordinary]) {
      const preview = contentPackageSchema.parse(
        (await get('/api/products/song-lines/preview-package', cookie)).json(),
      );
      expect(preview.kind === 'score' && preview.pronunciation).toBeNull();
      expect(JSON.stringify(preview)).not.toContain('startMs');
      const refused = cookie ? 403 : 401;
      expect((await get('/api/products/song-lines/package', cookie)).statusCode).toBe(refused);
      expect((await get('/api/products/song-lines/pronunciation-audio', cookie)).statusCode).toBe(
        refused,
      );
    }
    expect(
      (await get('/api/products/song-lines/pronunciation-audio', subscriber)).rawPayload.toString(),
    ).toBe('spoken words');
  });

  it('makes a guide kept as one clip again, line by line, and then leaves it be', async () => {
    const repository = createContentRepository(t.database.handle.db);
    const waiting = await repository.findGuidesWithoutLines();
    expect(waiting.map((product) => product.id)).toEqual(['song-clip']);
    expect(planDemoMedia(waiting, [])).toEqual([{ productId: 'song-clip' }]);

    const store = createLocalMediaStore(path.join(dataDir, 'media'));
    const deps = {
      repository,
      sink: createMediaSink(repository, store),
      loadScore: async () => Promise.resolve(score),
      render: inThreadRenderer,
    };
    expect(await deps.sink.isMade('song-lines', 'pronunciation', 'main')).toBe(true);
    expect(await deps.sink.isMade('song-clip', 'pronunciation', 'main')).toBe(false);
    const product = await repository.findProduct('song-clip');
    if (!product) throw new Error('no product');
    await makeProductMedia(deps, product);

    expect(await repository.findGuidesWithoutLines()).toEqual([]);
    const sent = await fullPackage('song-clip');
    const made = sent.pronunciation?.lines ?? [];
    expect(made.map((line) => line.text)).toEqual(readSungLines(score));
    expect(made.every((line) => line.sung !== null && line.endMs > line.startMs)).toBe(true);
    const audio = await get('/api/products/song-clip/pronunciation-audio', subscriber);
    expect(audio.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
  }, 60_000);
});
