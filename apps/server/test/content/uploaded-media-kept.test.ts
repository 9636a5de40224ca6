import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentRepository } from '../../src/modules/content/content.repository.js';
import { createTestDatabase, testDrivers, type TestDatabase } from '../databases.js';
import { insertProduct } from './content-fixtures.js';

const SCORE_REF = 'gen:scale:major:rh-1:C-major';

/**
 * A recording the media jobs render from a piece's score may finish after the publisher's own
 * recording was uploaded and aligned in the studio: the upload stays the piece's recording.
 */
describe.each(testDrivers)('a made medium and an uploaded one (%s)', (driver) => {
  let database: TestDatabase;
  let repository: ReturnType<typeof createContentRepository>;

  const recordingOf = async (productId: string) => {
    const { rows } = await database.handle.executeSql(
      `SELECT path, source FROM media_assets WHERE product_id = $1 AND kind = 'recording' AND variant = 'main'`,
      [productId],
    );
    return rows[0];
  };
  const save = (productId: string, source: string, path: string) =>
    repository.saveMediaAsset({
      productId,
      kind: 'recording',
      variant: 'main',
      path,
      contentType: 'audio/mp4',
      durationMs: 10_000,
      syncMap: null,
      source,
    });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    repository = createContentRepository(database.handle.db);
    for (const id of ['piece-1', 'piece-2'])
      await insertProduct(database.handle, {
        id,
        type: 'piece',
        scoreRef: SCORE_REF,
        recordingRef: `synth:${SCORE_REF}`,
      });
  });
  afterAll(() => database.drop());

  it('never lets a recording made from the score replace an uploaded one', async () => {
    await save('piece-1', 'upload:abc', 'recordings/uploaded.m4a');
    await save('piece-1', `recording:${SCORE_REF}`, 'recordings/made.m4a');
    expect(await recordingOf('piece-1')).toEqual({
      path: 'recordings/uploaded.m4a',
      source: 'upload:abc',
    });
  });

  it('lets an upload replace a made recording, and a newer upload an older one', async () => {
    await save('piece-2', `recording:${SCORE_REF}`, 'recordings/made.m4a');
    await save('piece-2', 'upload:first', 'recordings/first.m4a');
    expect(await recordingOf('piece-2')).toEqual({
      path: 'recordings/first.m4a',
      source: 'upload:first',
    });
    await save('piece-2', 'upload:second', 'recordings/second.m4a');
    expect(await recordingOf('piece-2')).toMatchObject({ source: 'upload:second' });
  });
});
