import { studioMessages, type StudioProduct, type StudioProductsPage } from '@cadenza/domain';
import { DIFFICULTY_METHOD } from '@cadenza/music/scores';
import { insertImportedScore, numberedMusicXml } from '../content/content-fixtures.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPerson } from '../library/library-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import { insertStudioCatalogue, signedInAs, studioCatalogue } from './studio-fixtures.js';

const { imprintA, piecesA, volumeA } = studioCatalogue;
const [pieceA1, pieceA2, pieceA3] = piecesA;

interface SearchAnswer {
  groups: Partial<Record<string, { items: { id: string; title: string }[]; total: number }>>;
}

/**
 * Each studio change as everyone sees it next: the catalogue and search answers are cached
 * per process under the catalogue's version, so each is read before the change (to be cached)
 * and again after it.
 */
describe.each(testDrivers)('studio edits on %s', (driver) => {
  let t: TestApp;
  let publisher: ReturnType<typeof asPerson>;
  let guest: ReturnType<typeof asPerson>;

  beforeAll(async () => {
    t = await buildTestApp(driver);
    await insertStudioCatalogue(t.database.handle);
    publisher = await signedInAs(t.database.handle, t.app, {
      email: 'alder@example.com',
      role: 'publisher',
      organisationId: imprintA.id,
    });
    guest = asPerson(t.app, clientHeaders);
  });
  afterAll(() => t.close());

  const change = async (id: string, body: unknown) => {
    const response = await publisher('PATCH', `/api/studio/products/${id}`, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StudioProduct>();
  };
  const searchIds = async (q: string) => {
    const answer = (
      await guest('GET', `/api/products/search?q=${encodeURIComponent(q)}`)
    ).json<SearchAnswer>();
    return Object.values(answer.groups).flatMap(
      (group) => group?.items.map((item) => item.id) ?? [],
    );
  };
  const guestProduct = (id: string) => guest('GET', `/api/products/${id}`);

  it('shows a new title in search and on the product page at once', async () => {
    expect(await searchIds('harbour')).toEqual([pieceA1]);
    expect(await searchIds('lighthouse')).toEqual([]);
    expect((await guestProduct(pieceA1)).json()).toMatchObject({ title: 'Quiet harbour' });
    const saved = await change(pieceA1, { title: '  Lighthouse at dusk ' });
    expect(saved.title).toBe('Lighthouse at dusk');
    expect(await searchIds('lighthouse')).toEqual([pieceA1]);
    expect(await searchIds('harbour')).toEqual([]);
    expect((await guestProduct(pieceA1)).json()).toMatchObject({ title: 'Lighthouse at dusk' });
  });

  it('unpublishes (gone from search and the catalogue) and publishes again (back at once)', async () => {
    expect(await searchIds('marigold')).toEqual([pieceA2]);
    expect((await guest('GET', `/api/volumes/${volumeA}?expand=all`)).json()).toMatchObject({
      pieces: [{ id: pieceA1 }, { id: pieceA2 }, { id: pieceA3 }],
    });
    expect((await change(pieceA2, { published: false })).published).toBe(false);
    expect(await searchIds('marigold')).toEqual([]);
    expect((await guestProduct(pieceA2)).statusCode).toBe(404);
    const volume = (await guest('GET', `/api/volumes/${volumeA}?expand=all`)).json<{
      pieces: { id: string }[];
    }>();
    expect(volume.pieces.map((piece) => piece.id)).toEqual([pieceA1, pieceA3]);
    // The studio still lists the draft for its publisher.
    const listed = (
      await publisher('GET', '/api/studio/products?q=marigold')
    ).json<StudioProductsPage>();
    expect(listed.items).toEqual([expect.objectContaining({ id: pieceA2, published: false })]);
    expect((await change(pieceA2, { published: true })).published).toBe(true);
    expect(await searchIds('marigold')).toEqual([pieceA2]);
    expect((await guestProduct(pieceA2)).statusCode).toBe(200);
  });

  it('credits people in their roles (search finds them) and sets difficulty per instrument', async () => {
    expect(await searchIds('okonkwo')).toEqual([]);
    const saved = await change(pieceA3, {
      people: [
        { name: 'Ada Okonkwo', role: 'composer' },
        { name: 'Ben Ferris', role: 'arranger' },
      ],
      difficulty: { piano: 5, vocal: null },
      description: 'A march in three verses.',
    });
    expect(saved.people).toEqual([
      { name: 'Ada Okonkwo', role: 'composer' },
      { name: 'Ben Ferris', role: 'arranger' },
    ]);
    expect(saved.difficulty).toEqual({ piano: 5, vocal: null });
    expect(await searchIds('okonkwo')).toEqual([pieceA3]);
    const product = (await guestProduct(pieceA3)).json<{
      composer: string | null;
      difficulty: { piano?: number; vocal?: number };
      description: string | null;
    }>();
    expect(product.composer).toBe('Ada Okonkwo');
    expect(product.difficulty).toEqual({ piano: 5 });
    expect(product.description).toBe('A march in three verses.');
    // An existing person is credited, not made twice (names match in any case).
    await change(pieceA1, { people: [{ name: 'ada okonkwo', role: 'composer' }] });
    const persons = await t.database.handle.executeSql(
      "SELECT name FROM persons WHERE lower(name) = 'ada okonkwo'",
    );
    expect(persons.rows).toEqual([{ name: 'Ada Okonkwo' }]);
    expect((await searchIds('okonkwo')).sort()).toEqual([pieceA1, pieceA3].sort());
  });

  it('moves a piece within its volume, as the volume lists it at once', async () => {
    const response = await publisher(
      'PUT',
      `/api/studio/products/${pieceA3}/placements/${volumeA}`,
      { position: 1 },
    );
    expect(response.statusCode, response.body).toBe(200);
    const moved = response.json<StudioProduct>();
    expect(moved.placements).toEqual([
      { volumeId: volumeA, volumeTitle: 'Lanterns volume', position: 1, count: 3 },
    ]);
    const volume = (await guest('GET', `/api/volumes/${volumeA}?expand=all`)).json<{
      pieces: { id: string }[];
    }>();
    expect(volume.pieces.map((piece) => piece.id)).toEqual([pieceA3, pieceA1, pieceA2]);
    const beyond = await publisher('PUT', `/api/studio/products/${pieceA3}/placements/${volumeA}`, {
      position: 4,
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({ message: studioMessages.positionOutOfRange(3) });
    const notItsVolume = await publisher(
      'PUT',
      `/api/studio/products/${volumeA}/placements/${volumeA}`,
      { position: 1 },
    );
    expect(notItsVolume.statusCode).toBe(404);
    expect(notItsVolume.json()).toMatchObject({ message: studioMessages.notInVolume(volumeA) });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = (
      await publisher('GET', `/api/studio/products/${pieceA2}`)
    ).json<StudioProduct>();
    const refused: [unknown, string][] = [
      [{ title: '   ' }, studioMessages.titleRequired],
      [{ title: 'x'.repeat(201) }, studioMessages.titleTooLong(200)],
      [{ difficulty: { piano: 12, vocal: null } }, 'Too big'],
      [{ people: [{ name: '', role: 'composer' }] }, studioMessages.personNameRequired],
      [{ people: [{ name: 'Ann', role: 'conductor' }] }, 'Invalid option'],
      [
        {
          people: [
            { name: 'Ann Lee', role: 'composer' },
            { name: 'ann lee', role: 'composer' },
          ],
        },
        studioMessages.personTwice('ann lee', 'composer'),
      ],
      [{ price: 3 }, 'Unrecognized key'],
    ];
    for (const [body, message] of refused) {
      const response = await publisher('PATCH', `/api/studio/products/${pieceA2}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.json()), JSON.stringify(body)).toContain(message);
    }
    const after = (await publisher('GET', `/api/studio/products/${pieceA2}`)).json<StudioProduct>();
    expect(after).toEqual(before);
  });

  it('suggests a difficulty from the score, with its method, and says why when it cannot', async () => {
    const ref = await insertImportedScore(t.database.handle, numberedMusicXml(8));
    await t.database.handle.executeSql('UPDATE products SET score_ref = $1 WHERE id = $2', [
      ref,
      pieceA2,
    ]);
    const withScore = (
      await publisher('GET', `/api/studio/products/${pieceA2}`)
    ).json<StudioProduct>();
    expect(withScore.suggestedDifficulty.method).toBe(DIFFICULTY_METHOD);
    expect(withScore.suggestedDifficulty.vocal).toBeNull();
    // Two half notes a bar at 100 a minute, a major third apart, no accidentals, no chords.
    expect(withScore.suggestedDifficulty.piano?.factors).toEqual([
      { name: 'notes per second', value: '0.8', level: 1 },
      { name: 'range', value: '4 semitones', level: 0 },
      { name: 'accidentals', value: '0% of notes', level: 0 },
      { name: 'largest chord', value: 'single notes', level: 0 },
      { name: 'tempo', value: '100 a minute', level: 3 },
    ]);
    expect(withScore.suggestedDifficulty.piano?.level).toBe(1);
    const volume = (
      await publisher('GET', `/api/studio/products/${volumeA}`)
    ).json<StudioProduct>();
    expect(volume.suggestedDifficulty).toMatchObject({
      piano: null,
      vocal: null,
      reason: 'This product has no score of its own to measure.',
    });
  });
});
