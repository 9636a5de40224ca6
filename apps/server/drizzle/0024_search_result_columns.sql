-- Custom: a result row is read from its search document alone (search.repository.ts,
-- word-results.repository.ts), without looking its product and volume up: each document keeps
-- what a row shows of the product (type, title, subtitle, cover, video length, its own
-- published flag) and of its volume (title, published). The columns are added empty, filled
-- from the products (the word counts are not touched: documents, types and visibility stay as
-- they were), then required where the product requires them.
ALTER TABLE "search_documents" ADD COLUMN "volume_title" text;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "volume_published" boolean;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "type" "product_type";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "subtitle" text;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "cover_image" text;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "video_duration_ms" integer;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "product_published" boolean;--> statement-breakpoint
ALTER TABLE "search_documents" DISABLE TRIGGER "search_documents_count_update";--> statement-breakpoint
UPDATE "search_documents" d
SET type = p.type,
  title = p.title,
  subtitle = p.subtitle,
  cover_image = p.cover_image,
  video_duration_ms = p.video_duration_ms,
  product_published = p.published,
  volume_title = (SELECT v.title FROM products v WHERE v.id = d.volume_id),
  volume_published = (SELECT v.published FROM products v WHERE v.id = d.volume_id)
FROM products p
WHERE p.id = d.product_id;--> statement-breakpoint
ALTER TABLE "search_documents" ENABLE TRIGGER "search_documents_count_update";--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "title" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "product_published" SET NOT NULL;--> statement-breakpoint
-- Every row was rewritten: the planner's statistics are made again now (autovacuum reclaims
-- the old row versions on PostgreSQL; PGlite's demo library is small).
ANALYZE "search_documents";--> statement-breakpoint
-- 0020's function, writing the new columns too.
CREATE OR REPLACE FUNCTION search_refresh_documents(ids text[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  DELETE FROM search_documents d
  WHERE d.product_id = ANY (ids)
    AND NOT EXISTS (
      SELECT 1 FROM products p WHERE p.id = d.product_id AND search_type_of(p.type) IS NOT NULL
    );
  INSERT INTO search_documents AS d (
    product_id, search_type, published, difficulty_piano, difficulty_vocal, sort_title,
    composer, featured_artist, volume_id, publisher_id, document,
    type, title, subtitle, cover_image, video_duration_ms, product_published, volume_title,
    volume_published
  )
  SELECT
    p.id,
    search_type_of(p.type),
    p.published AND p.media_ready,
    p.difficulty_piano,
    p.difficulty_vocal,
    lower(search_unaccent(p.title)),
    people.composers,
    p.featured_artist,
    volume.id,
    p.publisher_id,
    setweight(to_tsvector('simple', search_unaccent(p.title)), 'A')
      || setweight(to_tsvector('simple', search_unaccent(
        concat_ws(' ', people.leading, p.featured_artist))), 'B')
      || setweight(to_tsvector('simple', search_unaccent(concat_ws(' ',
        volume.title, array_to_string(p.genres, ' ')))), 'C')
      || setweight(to_tsvector('simple', search_unaccent(concat_ws(' ',
        p.subtitle, people.others, o.name,
        regexp_replace(p.description, '<[^>]*>', ' ', 'g')))), 'D'),
    p.type,
    p.title,
    p.subtitle,
    p.cover_image,
    p.video_duration_ms,
    p.published,
    volume.title,
    volume.published
  FROM products p
  LEFT JOIN organisations o ON o.id = p.publisher_id
  LEFT JOIN LATERAL (
    SELECT
      string_agg(pe.name, ', ' ORDER BY pp.position, pe.name)
        FILTER (WHERE pp.role = 'composer') AS composers,
      string_agg(pe.name, ' ') FILTER (WHERE pp.role IN ('composer', 'arranger', 'lyricist')) AS leading,
      string_agg(pe.name, ' ') FILTER (WHERE pp.role IN ('editor', 'selector', 'translator')) AS others
    FROM product_persons pp
    JOIN persons pe ON pe.id = pp.person_id
    WHERE pp.product_id = p.id
  ) people ON true
  -- The catalogue's volume of a product: itself, else its parent, else its grandparent.
  LEFT JOIN LATERAL (
    SELECT v.id, v.title, v.published
    FROM (
      SELECT p.id AS volume_id, 0 AS depth
      UNION ALL
      SELECT r1.parent_id, 1
      FROM product_relations r1
      WHERE r1.child_id = p.id AND r1.parent_rank = 0
      UNION ALL
      SELECT r2.parent_id, 2
      FROM product_relations r1
      JOIN product_relations r2 ON r2.child_id = r1.parent_id AND r2.parent_rank = 0
      WHERE r1.child_id = p.id AND r1.parent_rank = 0
    ) chain
    JOIN products v ON v.id = chain.volume_id AND v.type = 'volume'
    ORDER BY chain.depth
    LIMIT 1
  ) volume ON true
  WHERE p.id = ANY (ids) AND search_type_of(p.type) IS NOT NULL
  ON CONFLICT (product_id) DO UPDATE SET
    search_type = excluded.search_type,
    published = excluded.published,
    difficulty_piano = excluded.difficulty_piano,
    difficulty_vocal = excluded.difficulty_vocal,
    sort_title = excluded.sort_title,
    composer = excluded.composer,
    featured_artist = excluded.featured_artist,
    volume_id = excluded.volume_id,
    publisher_id = excluded.publisher_id,
    document = excluded.document,
    type = excluded.type,
    title = excluded.title,
    subtitle = excluded.subtitle,
    cover_image = excluded.cover_image,
    video_duration_ms = excluded.video_duration_ms,
    product_published = excluded.product_published,
    volume_title = excluded.volume_title,
    volume_published = excluded.volume_published
  -- An unchanged row is not rewritten (and its index entries not touched).
  WHERE (d.search_type, d.published, d.difficulty_piano, d.difficulty_vocal, d.sort_title,
         d.composer, d.featured_artist, d.volume_id, d.publisher_id, d.document, d.type,
         d.title, d.subtitle, d.cover_image, d.video_duration_ms, d.product_published,
         d.volume_title, d.volume_published)
    IS DISTINCT FROM
        (excluded.search_type, excluded.published, excluded.difficulty_piano,
         excluded.difficulty_vocal, excluded.sort_title, excluded.composer,
         excluded.featured_artist, excluded.volume_id, excluded.publisher_id, excluded.document,
         excluded.type, excluded.title, excluded.subtitle, excluded.cover_image,
         excluded.video_duration_ms, excluded.product_published, excluded.volume_title,
         excluded.volume_published);
  -- Words typo correction can offer: shorter ones are never corrected, numbers neither.
  INSERT INTO search_words (word)
  SELECT DISTINCT w.lexeme
  FROM search_documents d
  CROSS JOIN LATERAL unnest(d.document) w
  WHERE d.product_id = ANY (ids) AND length(w.lexeme) >= 4 AND w.lexeme !~ '^[0-9]+$'
  ON CONFLICT (word) DO NOTHING;
  -- Cached search answers computed before this transaction are now out of date.
  UPDATE search_state SET version = version + 1;
  -- New index entries wait in the GIN pending lists; move them in, in bulk, now (a search
  -- reads the whole pending list, and PGlite has no autovacuum to empty it).
  PERFORM gin_clean_pending_list('search_documents_document_idx'::regclass);
  PERFORM gin_clean_pending_list('search_words_trgm_idx'::regclass);
  -- The planner needs statistics to use the indexes, and PGlite has no autovacuum: after a
  -- large refresh, analyse whenever the table has doubled since it was last analysed.
  IF cardinality(ids) >= 1000 AND pg_relation_size('search_documents') >
      2 * current_setting('block_size')::bigint
        * (SELECT greatest(relpages, 0) FROM pg_class WHERE oid = 'search_documents'::regclass) THEN
    ANALYZE search_documents;
    ANALYZE search_words;
  END IF;
END
$$;
--> statement-breakpoint
-- 0020's trigger function; a volume published or withdrawn refreshes its children's rows too.
CREATE OR REPLACE FUNCTION search_on_products_update() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  renamed text[];
BEGIN
  -- A volume's title is in the documents of its children and grandchildren, and their result
  -- rows show it to guests while the volume is published.
  renamed := ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.title, n.type, n.published) IS DISTINCT FROM (o.title, o.type, o.published)
  );
  PERFORM search_enqueue(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    -- What documents hold, and what result rows show (cover, video length).
    WHERE (n.type, n.title, n.subtitle, n.description, n.featured_artist, n.publisher_id,
           n.difficulty_piano, n.difficulty_vocal, n.published, n.media_ready, n.cover_image,
           n.video_duration_ms, n.genres)
      IS DISTINCT FROM
          (o.type, o.title, o.subtitle, o.description, o.featured_artist, o.publisher_id,
           o.difficulty_piano, o.difficulty_vocal, o.published, o.media_ready, o.cover_image,
           o.video_duration_ms, o.genres)
    UNION
    SELECT r1.child_id FROM product_relations r1 WHERE r1.parent_id = ANY (renamed)
    UNION
    SELECT r2.child_id
    FROM product_relations r1
    JOIN product_relations r2 ON r2.parent_id = r1.child_id
    WHERE r1.parent_id = ANY (renamed)
  ));
  RETURN NULL;
END
$$;
