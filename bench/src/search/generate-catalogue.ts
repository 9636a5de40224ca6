import type pg from 'pg';
import {
  artists,
  composers,
  editors,
  forms,
  keys,
  namedWorks,
  publishers,
  techniques,
  volumeWords,
} from './catalogue-words.js';

/**
 * Writes `size` generated products straight into a migrated, empty PostgreSQL catalogue:
 * volumes of 40 products; pieces (58%), performances (14%), videos (6%), explore items (2%),
 * readings (12%) and 'About the composer' pages (6%). Composers follow a long tail (weight
 * 1/(rank + 5) over the composer list: Bach about 5%), forms and keys are uniform, one title in ten
 * is a famous piece. Rows go in with triggers off (a bulk load), then the search documents
 * are built in batches, as an importer of a large library would; the time of that is returned.
 */
export async function generateCatalogue(
  client: pg.Client,
  size: number,
): Promise<{ documentsMs: number }> {
  const words = {
    composers,
    artists,
    forms,
    keys,
    named: namedWorks.map(([title]) => title),
    namedComposers: namedWorks.map(([, composer]) => composer),
    publishers,
    editors,
    techniques,
    adjectives: volumeWords.adjectives,
    kinds: volumeWords.kinds,
  };
  await client.query('SET session_replication_role = replica');
  await client.query(`CREATE TEMP TABLE words AS SELECT $1::jsonb AS w`, [JSON.stringify(words)]);
  for (const statement of generationSql(size)) await client.query(statement);
  await client.query('SET session_replication_role = origin');
  const startedAt = performance.now();
  const batch = 20_000;
  for (let from = 0; from < size; from += batch) {
    await client.query(
      `SELECT search_refresh_documents(ARRAY(SELECT id FROM products ORDER BY id OFFSET $1 LIMIT $2))`,
      [from, batch],
    );
  }
  const documentsMs = performance.now() - startedAt;
  await client.query('VACUUM ANALYZE');
  return { documentsMs };
}

/** A word of a list by index: `pick('forms', expr)`. */
const pick = (list: string, index: string) =>
  `(SELECT w -> '${list}' ->> ((${index})::int % jsonb_array_length(w -> '${list}')) FROM words)`;

function generationSql(size: number): string[] {
  const volumes = Math.max(1, Math.floor(size / 40));
  const others = size - volumes;
  // Composer rank with weight 1/(rank + 5): the inverse of its continuous distribution.
  const last = composers.length - 1;
  const composerRank = (salt: number) =>
    `least(${String(last)}, floor(5 * power(${String(composers.length + 5)} / 5.0, pg_temp.u(g, ${String(salt)})) - 5))`;
  return [
    `CREATE FUNCTION pg_temp.u(i int, salt int) RETURNS float8 LANGUAGE sql IMMUTABLE
       AS $$ SELECT (hashint4(i * 31 + salt) & 2147483647)::float8 / 2147483648.0 $$`,
    `INSERT INTO organisations (id, name)
       SELECT 'org' || g, ${pick('publishers', 'g')} FROM generate_series(0, 7) g`,
    `INSERT INTO persons (id, name, sort_name)
       SELECT 'c' || (ordinality - 1), value, value
       FROM jsonb_array_elements_text((SELECT w -> 'composers' FROM words)) WITH ORDINALITY`,
    `INSERT INTO persons (id, name, sort_name)
       SELECT 'e' || (ordinality - 1), value, value
       FROM jsonb_array_elements_text((SELECT w -> 'editors' FROM words)) WITH ORDINALITY
       WHERE value NOT IN (SELECT name FROM persons)`,
    `CREATE TEMP TABLE generated AS
       SELECT g,
         CASE WHEN k.u < 0.58 THEN 'piece' WHEN k.u < 0.72 THEN 'performance'
              WHEN k.u < 0.78 THEN 'video' WHEN k.u < 0.80 THEN 'explore'
              WHEN k.u < 0.86 THEN 'aboutComposer' ELSE 'reading' END AS kind,
         pg_temp.u(g, 12) < 0.1 AS is_named,
         floor(40 * pg_temp.u(g, 11))::int AS named,
         ${composerRank(2)}::int AS composer
       FROM generate_series(1, ${String(others)}) g
       CROSS JOIN LATERAL (SELECT pg_temp.u(g, 3) AS u) k`,
    `UPDATE generated SET composer = (SELECT (w -> 'namedComposers' ->> named)::int FROM words)
       WHERE is_named AND kind NOT IN ('aboutComposer', 'reading')`,
    `INSERT INTO products (id, type, source_key, title, subtitle, publisher_id, difficulty_piano, description)
       SELECT 'v' || g, 'volume', 'gen:v' || g,
         CASE WHEN pg_temp.u(g, 1) < 0.6
           THEN split_part(${pick('composers', composerRank(2))}, ' ', -1) || ': ' ||
             ${pick('forms', 'g * 7')} || 's, Book ' || (1 + g % 4)
           ELSE ${pick('adjectives', 'g')} || ' ' || ${pick('kinds', 'g / 8')} || ' ' || (1 + g % 12) END,
         'Edited for study and performance', 'org' || (g % 8), g % 10,
         'A volume of ' || ${pick('forms', 'g * 7')} || 's for the piano.'
       FROM generate_series(1, ${String(volumes)}) g`,
    `INSERT INTO products (id, type, source_key, title, featured_artist, publisher_id,
         difficulty_piano, difficulty_vocal, description)
       SELECT 'g' || g, kind::product_type, 'gen:' || g,
         CASE
           WHEN kind = 'aboutComposer' THEN 'About ' || c.name
           WHEN kind = 'reading' THEN 'Notes on the ' || ${pick('forms', 'floor(40 * pg_temp.u(g, 9))')}
           WHEN kind IN ('video', 'explore') THEN ${pick('techniques', 'g')} || ': ' || base.title
           ELSE base.title END,
         CASE WHEN kind IN ('performance', 'video', 'explore')
           THEN ${pick('artists', 'floor(30 * pg_temp.u(g, 8))')} END,
         'org' || ((1 + g % ${String(volumes)}) % 8),
         CASE WHEN kind NOT IN ('aboutComposer', 'reading') AND pg_temp.u(g, 5) < 0.8
           THEN floor(10 * pg_temp.u(g, 6))::int END,
         CASE WHEN kind NOT IN ('aboutComposer', 'reading') AND pg_temp.u(g, 5) >= 0.6
           THEN floor(10 * pg_temp.u(g, 7))::int END,
         CASE WHEN kind = 'piece' THEN 'Composed by ' || c.name || ' in ' || (1700 + g % 230) || '.' END
       FROM generated
       JOIN persons c ON c.id = 'c' || composer
       CROSS JOIN LATERAL (SELECT CASE WHEN is_named THEN ${pick('named', 'named')}
         ELSE ${pick('forms', 'floor(40 * pg_temp.u(g, 9))')} || ' in ' ||
           ${pick('keys', 'floor(24 * pg_temp.u(g, 10))')} || ', Op. ' || (1 + g % 90) ||
           ' No. ' || (1 + g % 6) END AS title) base`,
    `INSERT INTO product_persons (product_id, person_id, role, position)
       SELECT 'g' || g, 'c' || composer, 'composer', 0 FROM generated WHERE kind <> 'reading'`,
    `INSERT INTO product_persons (product_id, person_id, role, position)
       SELECT 'v' || g, 'c' || ${composerRank(2)}::int, 'composer', 0
       FROM generate_series(1, ${String(volumes)}) g`,
    `INSERT INTO product_persons (product_id, person_id, role, position)
       SELECT 'v' || g, p.id, 'editor', 0 FROM generate_series(1, ${String(volumes)}) g
       JOIN persons p ON p.name = ${pick('editors', 'g')}`,
    `INSERT INTO product_relations (parent_id, child_id, position, parent_rank)
       SELECT 'v' || (1 + g % ${String(volumes)}), 'g' || g, g / ${String(volumes)}, 0
       FROM generate_series(1, ${String(others)}) g`,
  ];
}
