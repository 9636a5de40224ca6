import { searchTypes, type SearchType } from '@cadenza/domain';
import { CatalogueDraftBuilder, productIdFor } from '@cadenza/music/catalogue-draft';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSearchRepository,
  type ResultRow,
} from '../../src/modules/search/search.repository.js';
import { buildTextQueries } from '../../src/modules/search/search-words.js';
import { createWordCountsRepository } from '../../src/modules/search/word-counts.repository.js';
import { totalsOf } from '../../src/modules/search/word-results.js';
import { createWordResultsRepository } from '../../src/modules/search/word-results.repository.js';
import { withCatalogueLock } from '../../src/modules/catalogue/catalogue-write.repository.js';
import { createTestDatabase, testDrivers, type TestDatabase } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { createSearchClient } from './search-client.js';
import { insertSearchCatalogue } from './search-fixtures.js';

/** Rows of search_word_counts that a count made afresh from the documents does not give. */
const differencesSql = `
  WITH fresh AS (
    SELECT t.word, t.search_type, t.published, t.weight, count(*)::int AS documents
    FROM search_documents d
    CROSS JOIN LATERAL search_document_beginnings(d.document, d.search_type, d.published) t
    GROUP BY 1, 2, 3, 4
  ), kept AS (SELECT word, search_type, published, weight, documents FROM search_word_counts
    WHERE documents <> 0)
  SELECT (SELECT count(*)::int FROM (SELECT * FROM fresh EXCEPT SELECT * FROM kept) a) AS missing,
    (SELECT count(*)::int FROM (SELECT * FROM kept EXCEPT SELECT * FROM fresh) b) AS wrong`;

/** Rows of search_postings that postings made afresh from the documents do not give, and back. */
const postingDifferencesSql = `
  WITH fresh AS (
    SELECT t.word, d.search_type, d.published, t.weight, d.sort_title || chr(1) || d.product_id AS title_key
    FROM search_documents d
    CROSS JOIN LATERAL search_document_postings(d.document) t
  ), kept AS (SELECT word, search_type, published, weight, title_key FROM search_postings)
  SELECT (SELECT count(*)::int FROM (SELECT * FROM fresh EXCEPT SELECT * FROM kept) a) AS missing,
    (SELECT count(*)::int FROM (SELECT * FROM kept EXCEPT SELECT * FROM fresh) b) AS wrong`;

/** Short document words (see search_short_words) that the table does not hold. */
const missingShortWordsSql = `
  SELECT count(DISTINCT t.word)::int AS missing
  FROM search_documents d CROSS JOIN LATERAL search_document_short_words(d.document) t(word)
  WHERE NOT EXISTS (SELECT 1 FROM search_short_words s WHERE s.word = t.word)`;

/** Rows by type, each type's in order, without what only one side has. */
function byType(rows: readonly (Omit<ResultRow, 'total'> & { searchType: SearchType })[]) {
  const groups: Partial<Record<SearchType, string[]>> = {};
  for (const row of rows) (groups[row.searchType] ??= []).push(`${row.id} ${row.title}`);
  return groups;
}

describe.each(testDrivers)('word counts and one-word results on %s', (driver) => {
  let database: TestDatabase;
  const sql = (text: string, values: unknown[] = []) => database.handle.executeSql(text, values);
  const id = (key: string) => productIdFor(`t:${key}`);
  const differences = async () => (await sql(differencesSql)).rows[0];
  const postingDifferences = async () => (await sql(postingDifferencesSql)).rows[0];
  const missingShortWords = async () => (await sql(missingShortWordsSql)).rows[0];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await insertSearchCatalogue(database.handle);
  });
  afterAll(() => database.drop());

  it('finds the same first results from the postings as one pass over the matches', async () => {
    const repository = createSearchRepository(database.handle.db);
    const words = createWordResultsRepository(database.handle.db);
    const cases: [readonly SearchType[], number][] = [
      [searchTypes, 5],
      [searchTypes, 1],
      [['piece'], 3],
      [['piece', 'volume'], 50],
    ];
    // Whole words, and beginnings of several ('noct': nocturne and nocturnes).
    for (const beginning of ['chopin', 'chop', 'noct', 'henle', 'zimmermann', 'pires']) {
      const text = buildTextQueries([
        { word: beginning, isKnown: true, completions: null, corrections: [] },
      ]);
      for (const includeUnpublished of [false, true]) {
        const { words: resolved, counted } = await repository.resolveWords(
          [beginning],
          includeUnpublished,
        );
        expect(counted?.word).toBe(beginning);
        const beginningWords = resolved[0]?.beginningWords ?? [];
        expect(beginningWords.every((word) => word.startsWith(beginning))).toBe(true);
        for (const [types, size] of cases) {
          const label = `${beginning} ${types.join()} ${String(size)} ${String(includeUnpublished)}`;
          const onePass = await repository.findResults({
            text,
            types,
            term: null,
            difficulty: null,
            includeUnpublished,
            sort: null,
            size,
            from: 0,
          });
          expect(totalsOf(counted!.counts, types), label).toEqual(
            Object.fromEntries(types.map((type) => [type, onePass.totals[type] ?? 0])),
          );
          const rows = await words.findWordResults({
            words: beginningWords,
            types,
            take: size,
            includeUnpublished,
          });
          expect(byType(rows), label).toEqual(byType(onePass.rows));
        }
      }
    }
    expect(
      (await repository.resolveWords(['noct'], false)).words[0]?.beginningWords?.toSorted(),
    ).toEqual(['nocturne', 'nocturnes']);
  });

  it('counts a typo’s correction only when no longer word starts with it', async () => {
    const counts = createWordCountsRepository(database.handle.db);
    expect(await counts.countWord('nocturne', false)).toBeNull();
    const henle = await counts.countWord('henle', false);
    expect(henle?.piece).toEqual({ D: 3 });
  });

  it('keeps the counts and postings equal to ones made afresh through every kind of catalogue write', async () => {
    expect(await differences()).toEqual({ missing: 0, wrong: 0 });
    expect(await postingDifferences()).toEqual({ missing: 0, wrong: 0 });
    expect(await missingShortWords()).toEqual({ missing: 0 });
    const isWholeBeforeNocturne = async (word: string) => {
      const repository = createSearchRepository(database.handle.db);
      const { words } = await repository.resolveWords([word, 'nocturne'], false);
      return words[0]?.isWhole;
    };
    expect(await isWholeBeforeNocturne('88')).toBe(false);
    const { rows } = await sql(
      "SELECT weight, documents FROM search_word_counts WHERE word = 'chopin' AND search_type = 'piece' AND published ORDER BY weight",
    );
    // Hommage à Chopin has him in its title; five published pieces are his.
    expect(rows).toEqual([
      { weight: 'A', documents: 1 },
      { weight: 'B', documents: 5 },
    ]);
    const writes = [
      ["UPDATE products SET title = 'Nocturne for Chopin, No. 88' WHERE id = $1", [id('p:waltz')]],
      ["UPDATE persons SET name = 'Fryderyk Chopin' WHERE name = 'Frédéric Chopin'", []],
      ['UPDATE products SET published = false WHERE id = $1', [id('p:op9')]],
      ["UPDATE products SET title = 'Chopin: Night Pieces' WHERE id = $1", [id('v:nocturnes')]],
      ['DELETE FROM product_relations WHERE child_id = $1', [id('p:posth')]],
      ['DELETE FROM products WHERE id = $1', [id('p:humoresque')]],
      ["UPDATE products SET cover_image = 'covers/new.png' WHERE id = $1", [id('p:waltz')]],
    ] as const;
    for (const [text, values] of writes) {
      await sql(text, [...values]);
      expect(await differences(), text).toEqual({ missing: 0, wrong: 0 });
      expect(await postingDifferences(), text).toEqual({ missing: 0, wrong: 0 });
      expect(await missingShortWords(), text).toEqual({ missing: 0 });
    }
    // The renamed product's new short word is searched whole from then on.
    expect(await isWholeBeforeNocturne('88')).toBe(true);
    await sql('TRUNCATE products, persons, organisations CASCADE');
    expect((await sql('SELECT count(*)::int AS n FROM search_word_counts')).rows[0]?.n).toBe(0);
    expect((await sql('SELECT count(*)::int AS n FROM search_postings')).rows[0]?.n).toBe(0);
  });
});

describe.each(testDrivers)(
  'a one-word search whose matches come last in title order on %s',
  (driver) => {
    let t: TestApp;
    const search = createSearchClient(() => t.app);

    beforeAll(async () => {
      t = await buildTestApp(driver);
      // A quarter of the pieces are Zelenka's, and all of them come last in title order.
      const builder = new CatalogueDraftBuilder();
      const publisherId = builder.publisher('Edition Peters');
      for (let index = 0; index < 2400; index += 1) {
        const isZelenka = index % 4 === 0;
        const piece = builder.addProduct({
          type: 'piece',
          sourceKey: `t:walk:${String(index)}`,
          title: `${isZelenka ? 'Zwiefacher' : 'Aria'} ${String(index).padStart(4, '0')}`,
          publisherId,
          difficultyPiano: 3,
        });
        const name = isZelenka ? 'Jan Dismas Zelenka' : 'Anonymous';
        builder.credit(piece, 'composer', {
          name,
          bornYear: null,
          diedYear: null,
          nationality: null,
        });
      }
      await withCatalogueLock(t.database.handle.db, (repository) =>
        repository.insertDraft(builder.build()),
      );
    });
    afterAll(() => t.close());

    it('reads them from the postings, and answers as one pass over the matches does', async () => {
      const { words } = await createSearchRepository(t.database.handle.db).resolveWords(
        ['zelenka'],
        false,
      );
      expect(words[0]?.beginningWords).toEqual(['zelenka']);
      const answer = await search.results({ q: 'zelenka', size: 5, groupBy: '_type' });
      expect(answer.groups.piece?.total).toBe(600);
      expect(answer.groups.piece?.items.map((item) => item.title)).toEqual([
        'Zwiefacher 0000',
        'Zwiefacher 0004',
        'Zwiefacher 0008',
        'Zwiefacher 0012',
        'Zwiefacher 0016',
      ]);
      // Every level listed: a filter, so the one-pass search answers, alike.
      const onePass = await search.results({
        q: 'zelenka',
        size: 5,
        groupBy: '_type',
        difficulty: '[0,1,2,3,4,5,6,7,8,9]',
      });
      expect(answer).toEqual(onePass);
    });
  },
);
