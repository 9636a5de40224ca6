/**
 * The reference: the same rows indexed in-process by MiniSearch and served over node:http in
 * the shape of the overview (five per type with totals). Run as its own process (big
 * catalogues need a large heap): `node --import tsx minisearch-server.ts <database url>`.
 * Prints `ready <port> <documents> <build ms>` once listening.
 */
import { createServer } from 'node:http';
import MiniSearch from 'minisearch';
import pg from 'pg';

interface Row {
  id: string;
  type: string;
  searchType: string;
  title: string;
  composer: string | null;
  featuredArtist: string | null;
  volumeTitle: string | null;
  piano: number | null;
  vocal: number | null;
  people: string;
  volume: string;
  rest: string;
}

const rowsSql = `
  SELECT d.product_id AS id, p.type::text AS type, d.search_type AS "searchType", p.title,
    d.composer, d.featured_artist AS "featuredArtist", v.title AS "volumeTitle",
    p.difficulty_piano AS piano, p.difficulty_vocal AS vocal,
    concat_ws(' ', people.leading, p.featured_artist) AS people,
    coalesce(v.title, '') AS volume,
    concat_ws(' ', p.subtitle, people.others, o.name,
      regexp_replace(p.description, '<[^>]*>', ' ', 'g')) AS rest
  FROM search_documents d
  JOIN products p ON p.id = d.product_id
  LEFT JOIN products v ON v.id = d.volume_id
  LEFT JOIN organisations o ON o.id = p.publisher_id
  LEFT JOIN LATERAL (
    SELECT string_agg(pe.name, ' ') FILTER (WHERE pp.role IN ('composer', 'arranger', 'lyricist')) AS leading,
      string_agg(pe.name, ' ') FILTER (WHERE pp.role IN ('editor', 'selector', 'translator')) AS others
    FROM product_persons pp JOIN persons pe ON pe.id = pp.person_id WHERE pp.product_id = p.id
  ) people ON true
  WHERE d.published AND d.product_id > $1
  ORDER BY d.product_id
  LIMIT 50000`;

const foldAccents = (term: string) => term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

async function loadRows(url: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rows: Row[] = [];
  try {
    for (let last = ''; ;) {
      const page = await client.query<Row>(rowsSql, [last]);
      rows.push(...page.rows);
      const tail = page.rows.at(-1);
      if (!tail) break;
      last = tail.id;
    }
  } finally {
    await client.end();
  }
  return rows;
}

const url = process.argv[2];
if (!url) throw new Error('usage: minisearch-server.ts <database url>');
const rows = await loadRows(url);
const startedAt = performance.now();
const index = new MiniSearch<Row>({
  fields: ['title', 'people', 'volume', 'rest'],
  storeFields: [
    'type',
    'searchType',
    'title',
    'composer',
    'featuredArtist',
    'volumeTitle',
    'piano',
    'vocal',
  ],
  processTerm: foldAccents,
  searchOptions: {
    prefix: true,
    fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
    combineWith: 'AND',
    boost: { title: 4, people: 2, volume: 1.5 },
  },
});
index.addAll(rows);
const buildMs = performance.now() - startedAt;
rows.length = 0;

type Stored = Pick<
  Row,
  | 'type'
  | 'searchType'
  | 'title'
  | 'composer'
  | 'featuredArtist'
  | 'volumeTitle'
  | 'piano'
  | 'vocal'
>;

const groupOrder = ['volume', 'piece', 'performance', 'video', 'reading'];

function overview(query: string) {
  const groups: Record<string, { items: unknown[]; total: number }> = {};
  for (const type of groupOrder) groups[type] = { items: [], total: 0 };
  for (const result of index.search(query)) {
    const stored = result as unknown as Stored & { id: string };
    const group = groups[stored.searchType];
    if (!group) continue;
    group.total += 1;
    if (group.items.length < 5) {
      group.items.push({
        id: stored.id,
        type: stored.type,
        title: stored.title,
        composer: stored.composer,
        featuredArtist: stored.featuredArtist,
        volumeTitle: stored.volumeTitle,
        difficulty: { piano: stored.piano ?? undefined, vocal: stored.vocal ?? undefined },
        coverImage: { url: `/api/images/products/${stored.id}/cover.svg` },
      });
    }
  }
  return { kind: 'results', groups };
}

const server = createServer((request, response) => {
  const query = new URL(request.url ?? '/', 'http://localhost').searchParams.get('q') ?? '';
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(overview(query)));
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`ready ${String(port)} ${String(index.documentCount)} ${buildMs.toFixed(0)}`);
});
