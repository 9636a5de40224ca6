CREATE TABLE "search_documents" (
	"product_id" text PRIMARY KEY NOT NULL,
	"search_type" text NOT NULL,
	"published" boolean NOT NULL,
	"difficulty_piano" smallint,
	"difficulty_vocal" smallint,
	"sort_title" text NOT NULL,
	"composer" text,
	"featured_artist" text,
	"volume_id" text,
	"publisher_id" text,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_pending" (
	"product_id" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_state_single_row" CHECK ("search_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_artist_idx" ON "search_documents" USING btree (lower("featured_artist"));--> statement-breakpoint
CREATE INDEX "search_documents_publisher_idx" ON "search_documents" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Search documents (see src/db/schema/search.ts), kept right by the database itself.
-- Every write to products, relations, credits, persons or publishers notes the products whose
-- documents it touches (search_pending); at commit, a deferred trigger rebuilds them all at
-- once, set-based, and moves the search version on (search_state) for the answer cache.
-- A seed writes products, then links, then credits: each document is built once.

-- unaccent() is only STABLE (its dictionary could change); with the dictionary named, the
-- result depends on the input alone, which lets documents and indexes use it.
CREATE OR REPLACE FUNCTION search_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- The search group of a product type (mirrors searchTypeOf in @cadenza/domain); NULL: not searched.
CREATE OR REPLACE FUNCTION search_type_of(product_type) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE $1
    WHEN 'volume' THEN 'volume'
    WHEN 'piece' THEN 'piece'
    WHEN 'performance' THEN 'performance'
    WHEN 'video' THEN 'video'
    WHEN 'explore' THEN 'video'
    WHEN 'collection' THEN NULL
    WHEN 'masterclass' THEN NULL
    ELSE 'reading'
  END $$;
--> statement-breakpoint
-- Rebuilds the documents of the given products (and drops those no longer searchable).
-- The 'simple' configuration does not stem: names in many languages stay as written, and
-- unaccent makes 'dvorak' find Dvořák.
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
    p.published,
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
CREATE OR REPLACE FUNCTION search_enqueue(ids text[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO search_pending (product_id)
  SELECT DISTINCT id FROM unnest(ids) AS t(id) WHERE id IS NOT NULL
  ON CONFLICT (product_id) DO NOTHING;
  -- One marker per transaction: its insert is what fires the refresh at commit, once.
  INSERT INTO search_pending (product_id)
  SELECT 'flush:' || txid_current() WHERE cardinality(ids) > 0
  ON CONFLICT (product_id) DO NOTHING;
$$;
--> statement-breakpoint
-- Fires at commit for the transaction's marker (product ids never contain a colon) and
-- refreshes every product the transaction noted. Other transactions' notes are not visible.
CREATE OR REPLACE FUNCTION search_flush_pending() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  WITH taken AS (DELETE FROM search_pending RETURNING product_id)
  SELECT array_agg(product_id) FILTER (WHERE product_id NOT LIKE 'flush:%') INTO ids FROM taken;
  PERFORM search_refresh_documents(ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER search_pending_flush AFTER INSERT ON search_pending
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.product_id LIKE 'flush:%')
  EXECUTE FUNCTION search_flush_pending();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_on_products_insert() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_enqueue(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
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
           n.difficulty_piano, n.difficulty_vocal, n.published, n.cover_image,
           n.video_duration_ms)
      IS DISTINCT FROM
          (o.type, o.title, o.subtitle, o.description, o.featured_artist, o.publisher_id,
           o.difficulty_piano, o.difficulty_vocal, o.published, o.cover_image,
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
CREATE OR REPLACE FUNCTION search_on_relations_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  children text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    children := ARRAY(SELECT child_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    children := ARRAY(SELECT child_id FROM old_rows);
  ELSE
    children := ARRAY(SELECT child_id FROM new_rows UNION SELECT child_id FROM old_rows);
  END IF;
  PERFORM search_enqueue(ARRAY(
    SELECT unnest(children)
    UNION
    SELECT r.child_id FROM product_relations r WHERE r.parent_id = ANY (children)
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_on_credits_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_enqueue(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_enqueue(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM search_enqueue(ARRAY(
      SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows
    ));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_on_persons_update() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_enqueue(ARRAY(
    SELECT DISTINCT pp.product_id
    FROM new_rows n
    JOIN old_rows o ON o.id = n.id
    JOIN product_persons pp ON pp.person_id = n.id
    WHERE n.name IS DISTINCT FROM o.name
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_on_organisations_update() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_enqueue(ARRAY(
    SELECT p.id
    FROM new_rows n
    JOIN old_rows o ON o.id = n.id
    JOIN products p ON p.publisher_id = n.id
    WHERE n.name IS DISTINCT FROM o.name
  ));
  RETURN NULL;
END
$$;

--> statement-breakpoint
-- Deleted products lose their documents by the foreign key; noting them still moves the
-- search version on, so no cached answer keeps showing them.
CREATE OR REPLACE FUNCTION search_on_products_delete() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_enqueue(ARRAY(SELECT id FROM old_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A trigger with transition tables takes one event, hence one trigger per event.
CREATE TRIGGER search_products_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_products_insert();
--> statement-breakpoint
CREATE TRIGGER search_products_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_products_update();
--> statement-breakpoint
CREATE TRIGGER search_relations_insert AFTER INSERT ON product_relations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_relations_change();
--> statement-breakpoint
CREATE TRIGGER search_relations_update AFTER UPDATE ON product_relations
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_relations_change();
--> statement-breakpoint
CREATE TRIGGER search_relations_delete AFTER DELETE ON product_relations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_relations_change();
--> statement-breakpoint
CREATE TRIGGER search_credits_insert AFTER INSERT ON product_persons
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_credits_change();
--> statement-breakpoint
CREATE TRIGGER search_credits_update AFTER UPDATE ON product_persons
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_credits_change();
--> statement-breakpoint
CREATE TRIGGER search_credits_delete AFTER DELETE ON product_persons
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_credits_change();
--> statement-breakpoint
CREATE TRIGGER search_persons_update AFTER UPDATE ON persons
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_persons_update();
--> statement-breakpoint
CREATE TRIGGER search_organisations_update AFTER UPDATE ON organisations
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_organisations_update();
--> statement-breakpoint
CREATE TRIGGER search_products_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_on_products_delete();
--> statement-breakpoint
INSERT INTO search_state (id, version) VALUES (1, 0);
--> statement-breakpoint
-- Catalogues seeded before this migration get their documents now.
SELECT search_refresh_documents(ARRAY(SELECT id FROM products));
