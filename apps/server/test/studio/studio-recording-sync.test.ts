import {
  accountServerMessages,
  studioMessages,
  studioSyncMessages,
  type StudioRecordingSync,
  type SyncMap,
} from '@cadenza/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDrivers } from '../databases.js';
import { asPerson } from '../library/library-fixtures.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { insertStudioCatalogue, studioCatalogue } from './studio-fixtures.js';

const { imprintA, imprintB, piecesA } = studioCatalogue;
const [pieceA1, pieceA2] = piecesA as unknown as [string, string];

/** What the aligner left: a 12-second recording of a score 16 quarter notes long. */
const aligned: SyncMap = {
  points: [
    [400, 0],
    [3100, 4],
    [6050, 8],
    [9000, 12],
    [11_800, 16],
  ],
};
const DURATION_MS = 12_000;

/** Correcting the sync map of a piece's uploaded recording, on both databases. */
describe.each(testDrivers)('studio recording sync on %s', (driver) => {
  let t: TestApp;
  let as: Record<'admin' | 'a' | 'b' | 'ordinary' | 'guest', ReturnType<typeof asPerson>>;

  const url = (id: string) => `/api/studio/products/${id}/recording/sync`;
  const stored = async (id: string) =>
    (
      await t.database.handle.executeSql(
        "SELECT sync_map FROM media_assets WHERE product_id = $1 AND kind = 'recording'",
        [id],
      )
    ).rows[0]?.sync_map;
  const catalogueVersion = async () =>
    Number(
      (await t.database.handle.executeSql('SELECT version FROM catalogue_state WHERE id = 1'))
        .rows[0]?.version,
    );

  beforeAll(async () => {
    t = await buildTestApp(driver);
    const db = t.database.handle;
    await insertStudioCatalogue(db);
    const sessionOf = async (
      email: string,
      role: 'admin' | 'publisher' | 'ordinary',
      organisationId?: string,
    ) => {
      const password = 'a long passphrase 42';
      const user = await createTestUser(db, { email, password, role });
      if (organisationId)
        await db.executeSql('UPDATE users SET organisation_id = $1 WHERE id = $2', [
          organisationId,
          user.id,
        ]);
      const { cookie } = await signIn(t.app, { email, password });
      return asPerson(t.app, { ...clientHeaders, cookie });
    };
    as = {
      admin: await sessionOf('admin@example.com', 'admin'),
      a: await sessionOf('alder@example.com', 'publisher', imprintA.id),
      b: await sessionOf('birch@example.com', 'publisher', imprintB.id),
      ordinary: await sessionOf('reader@example.com', 'ordinary'),
      guest: asPerson(t.app, clientHeaders),
    };
    // pieceA2's recording was rendered from the score, not uploaded: nothing to correct.
    await db.executeSql(
      `INSERT INTO media_assets (product_id, kind, variant, path, content_type, duration_ms, sync_map, source)
       VALUES ($1, 'recording', 'main', 'a2/recording.m4a', 'audio/mp4', 9000, $2, 'gen:scale')`,
      [
        pieceA2,
        JSON.stringify({
          points: [
            [0, 0],
            [9000, 16],
          ],
        }),
      ],
    );
  });
  beforeEach(async () => {
    await t.database.handle.executeSql(
      `INSERT INTO media_assets (product_id, kind, variant, path, content_type, duration_ms, sync_map, source)
       VALUES ($1, 'recording', 'main', 'a1/recording-upload.m4a', 'audio/mp4', $2, $3, 'upload:take-1')
       ON CONFLICT (product_id, kind, variant) DO UPDATE SET sync_map = EXCLUDED.sync_map`,
      [pieceA1, DURATION_MS, JSON.stringify(aligned)],
    );
  });
  afterAll(() => t.close());

  it("gives the uploaded recording's map to the staff who may edit the piece, and no one else", async () => {
    const read = await as.a('GET', url(pieceA1));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      recording: {
        durationMs: DURATION_MS,
        scoreEndQuarters: 16,
        syncMap: aligned,
      } satisfies StudioRecordingSync,
    });
    expect((await as.admin('GET', url(pieceA1))).statusCode).toBe(200);

    const otherImprint = await as.b('GET', url(pieceA1));
    expect(otherImprint.statusCode).toBe(404);
    const ordinary = await as.ordinary('GET', url(pieceA1));
    expect(ordinary.statusCode).toBe(403);
    expect(ordinary.json()).toMatchObject({ message: studioMessages.notStaff });
    const guest = await as.guest('GET', url(pieceA1));
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ message: accountServerMessages.notSignedIn });

    const notUploaded = await as.a('GET', url(pieceA2));
    expect(notUploaded.statusCode).toBe(200);
    expect(notUploaded.json()).toEqual({ recording: null });
  });

  it('saves a corrected map, and the catalogue version moves with it', async () => {
    const before = await catalogueVersion();
    const corrected = {
      points: [
        [350, 0],
        [3000, 4],
        [6200, 8],
        [8950, 12],
        [11_900, 16],
      ],
    };
    const saved = await as.a('PUT', url(pieceA1), { syncMap: corrected });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      durationMs: DURATION_MS,
      scoreEndQuarters: 16,
      syncMap: corrected,
    });
    expect(await stored(pieceA1)).toEqual(corrected);
    expect(await catalogueVersion()).toBeGreaterThan(before);
    expect((await as.admin('GET', url(pieceA1))).json()).toMatchObject({
      recording: { syncMap: corrected },
    });
  });

  it.each([
    {
      name: 'a point not after the one before',
      points: [
        [400, 0],
        [6050, 8],
        [3100, 4],
        [11_800, 16],
      ],
      message: studioSyncMessages.notRising(3),
    },
    {
      name: 'two points at one time',
      points: [
        [400, 0],
        [400, 4],
        [11_800, 16],
      ],
      message: studioSyncMessages.notRising(2),
    },
    {
      name: "a point after the recording's end",
      points: [
        [400, 0],
        [12_500, 16],
      ],
      message: studioSyncMessages.afterRecording(2, 12_500, DURATION_MS),
    },
    {
      name: "a point after the score's end",
      points: [
        [400, 0],
        [11_000, 20],
      ],
      message: studioSyncMessages.afterScore(2, 20, 16),
    },
    {
      name: "a map that stops before the score's end",
      points: [
        [400, 0],
        [9000, 12],
      ],
      message: studioSyncMessages.endsEarly(16),
    },
  ])('refuses $name with its reason, changing nothing', async ({ points, message }) => {
    const before = await catalogueVersion();
    const refused = await as.a('PUT', url(pieceA1), { syncMap: { points } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message });
    expect(await stored(pieceA1)).toEqual(aligned);
    expect(await catalogueVersion()).toBe(before);
  });

  it('refuses malformed bodies and the wrong people, changing nothing', async () => {
    const negative = await as.a('PUT', url(pieceA1), {
      syncMap: {
        points: [
          [-5, 0],
          [11_800, 16],
        ],
      },
    });
    expect(negative.statusCode).toBe(400);
    const onePoint = await as.a('PUT', url(pieceA1), { syncMap: { points: [[0, 16]] } });
    expect(onePoint.statusCode).toBe(400);
    expect(JSON.stringify(onePoint.json())).toContain('a sync map has at least two points');

    const good = {
      syncMap: {
        points: [
          [0, 0],
          [11_000, 16],
        ],
      },
    };
    expect((await as.b('PUT', url(pieceA1), good)).statusCode).toBe(404);
    expect((await as.ordinary('PUT', url(pieceA1), good)).statusCode).toBe(403);
    expect((await as.guest('PUT', url(pieceA1), good)).statusCode).toBe(401);
    expect((await as.a('PUT', url(pieceA2), good)).statusCode).toBe(404);
    expect(await stored(pieceA1)).toEqual(aligned);
  });
});
