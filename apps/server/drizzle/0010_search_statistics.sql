-- search_refresh_documents as in 0008, plus: after a large refresh, analyse the search tables
-- when they have doubled since last analysed (PGlite has no autovacuum, and without
-- statistics the planner passes the indexes by).
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
ANALYZE search_documents;
--> statement-breakpoint
ANALYZE search_words;
