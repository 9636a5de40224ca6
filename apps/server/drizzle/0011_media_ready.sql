ALTER TABLE "products" ADD COLUMN "media_ready" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "source" text;--> statement-breakpoint
CREATE INDEX "products_media_pending_idx" ON "products" USING btree ("id") WHERE NOT "products"."media_ready";--> statement-breakpoint
CREATE INDEX "media_assets_source_idx" ON "media_assets" USING btree ("source");--> statement-breakpoint
-- Custom: nothing is listed that cannot be used (issue 16). A product is "media ready" when
-- every medium its refs promise is made: its recording, its pronunciation guide, its video and
-- each of its camera perspectives (a PDF is typeset when first asked for, so it never waits).
-- The database keeps the fact, whoever writes: a product's refs when it is written, its media
-- assets when they come or go. Lists, carousels and search show only media-ready products.
CREATE OR REPLACE FUNCTION product_media_complete(
  id text, recording_ref text, pronunciation_audio_ref text, video_ref text, videos jsonb
) RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
  SELECT ($2 IS NULL OR EXISTS (
      SELECT 1 FROM media_assets a WHERE a.product_id = $1 AND a.kind = 'recording' AND a.variant = 'main'))
    AND ($3 IS NULL OR EXISTS (
      SELECT 1 FROM media_assets a WHERE a.product_id = $1 AND a.kind = 'pronunciation' AND a.variant = 'main'))
    AND ($4 IS NULL OR EXISTS (
      SELECT 1 FROM media_assets a WHERE a.product_id = $1 AND a.kind = 'video' AND a.variant = 'main'))
    AND NOT EXISTS (
      SELECT 1 FROM jsonb_array_elements(coalesce($5, '[]'::jsonb)) v
      WHERE NOT EXISTS (
        SELECT 1 FROM media_assets a
        WHERE a.product_id = $1 AND a.kind = 'video' AND a.variant = v->>'perspective'))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_media_ready_row() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.media_ready := product_media_complete(
    NEW.id, NEW.recording_ref, NEW.pronunciation_audio_ref, NEW.video_ref, NEW.videos);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_media_ready
  BEFORE INSERT OR UPDATE OF recording_ref, pronunciation_audio_ref, video_ref, videos ON products
  FOR EACH ROW EXECUTE FUNCTION products_media_ready_row();
--> statement-breakpoint
-- Moves media_ready of these products to what their media now are. Only a change is written,
-- and it is an UPDATE of products: the catalogue and search versions move on with it, in the
-- same transaction, so no cached list keeps showing (or hiding) them.
CREATE OR REPLACE FUNCTION media_ready_refresh(ids text[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
BEGIN
  changed := ARRAY(
    SELECT p.id FROM products p
    WHERE p.id = ANY (ids)
      AND p.media_ready IS DISTINCT FROM product_media_complete(
        p.id, p.recording_ref, p.pronunciation_audio_ref, p.video_ref, p.videos)
  );
  IF cardinality(changed) > 0 THEN
    UPDATE products SET media_ready = NOT media_ready WHERE id = ANY (changed);
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION media_assets_ready_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM media_ready_refresh(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM media_ready_refresh(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM media_ready_refresh(ARRAY(
      SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A trigger with transition tables takes one event, hence one trigger per event.
CREATE TRIGGER media_assets_ready_insert AFTER INSERT ON media_assets
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION media_assets_ready_change();
--> statement-breakpoint
CREATE TRIGGER media_assets_ready_update AFTER UPDATE ON media_assets
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION media_assets_ready_change();
--> statement-breakpoint
CREATE TRIGGER media_assets_ready_delete AFTER DELETE ON media_assets
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION media_assets_ready_change();
--> statement-breakpoint
-- Search shows to everyone only what is listed: a document's "published" is now the product
-- published and media ready (0007's function, with that one change; staff still see all).
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
    composer, featured_artist, volume_id, publisher_id, document
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
      || setweight(to_tsvector('simple', search_unaccent(coalesce(volume.title, ''))), 'C')
      || setweight(to_tsvector('simple', search_unaccent(concat_ws(' ',
        p.subtitle, people.others, o.name,
        regexp_replace(p.description, '<[^>]*>', ' ', 'g')))), 'D')
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
    SELECT v.id, v.title
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
    document = excluded.document
  -- An unchanged row is not rewritten (and its index entries not touched).
  WHERE (d.search_type, d.published, d.difficulty_piano, d.difficulty_vocal, d.sort_title,
         d.composer, d.featured_artist, d.volume_id, d.publisher_id, d.document)
    IS DISTINCT FROM
        (excluded.search_type, excluded.published, excluded.difficulty_piano,
         excluded.difficulty_vocal, excluded.sort_title, excluded.composer,
         excluded.featured_artist, excluded.volume_id, excluded.publisher_id, excluded.document);
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
-- And media_ready is among what moves a document (0007's trigger function, with that column).
CREATE OR REPLACE FUNCTION search_on_products_update() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  renamed text[];
BEGIN
  -- A volume's title is in the documents of its children and grandchildren.
  renamed := ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.title, n.type) IS DISTINCT FROM (o.title, o.type)
  );
  PERFORM search_enqueue(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    -- What documents hold, and what result rows show (cover, video length).
    WHERE (n.type, n.title, n.subtitle, n.description, n.featured_artist, n.publisher_id,
           n.difficulty_piano, n.difficulty_vocal, n.published, n.media_ready, n.cover_image,
           n.video_duration_ms)
      IS DISTINCT FROM
          (o.type, o.title, o.subtitle, o.description, o.featured_artist, o.publisher_id,
           o.difficulty_piano, o.difficulty_vocal, o.published, o.media_ready, o.cover_image,
           o.video_duration_ms)
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
--> statement-breakpoint
-- Performances of the demo library named a recording that was never made (they play their
-- films); they name none now, like the library seeded from this release.
UPDATE products SET recording_ref = NULL
WHERE type = 'performance' AND recording_ref LIKE 'synth:%'
  AND NOT EXISTS (SELECT 1 FROM media_assets a WHERE a.product_id = products.id AND a.kind = 'recording');
--> statement-breakpoint
-- Products already in the catalogue: media_ready as their media are (the refs' trigger sets it).
UPDATE products SET media_ready = false
WHERE NOT product_media_complete(id, recording_ref, pronunciation_audio_ref, video_ref, videos);
