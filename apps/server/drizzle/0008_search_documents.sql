-- Search documents (see src/db/schema/search.ts), kept right by the database itself: every
-- write to products, relations, credits, persons or publishers refreshes the documents it
-- touches, whoever writes (seed, import, admin). Triggers are per statement with transition
-- tables, so a seed batch of 1000 rows refreshes 1000 documents in one set-based statement.

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
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_on_products_insert() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh_documents(ARRAY(SELECT id FROM new_rows));
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
  PERFORM search_refresh_documents(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.type, n.title, n.subtitle, n.description, n.featured_artist, n.publisher_id,
           n.difficulty_piano, n.difficulty_vocal, n.published)
      IS DISTINCT FROM
          (o.type, o.title, o.subtitle, o.description, o.featured_artist, o.publisher_id,
           o.difficulty_piano, o.difficulty_vocal, o.published)
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
-- A new or removed link changes the child's volume, and its children's.
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
  PERFORM search_refresh_documents(ARRAY(
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
    PERFORM search_refresh_documents(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_refresh_documents(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM search_refresh_documents(ARRAY(
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
  PERFORM search_refresh_documents(ARRAY(
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
  PERFORM search_refresh_documents(ARRAY(
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
-- Catalogues seeded before this migration get their documents now.
SELECT search_refresh_documents(ARRAY(SELECT id FROM products));
