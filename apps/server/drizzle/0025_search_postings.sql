CREATE TABLE "search_postings" (
	"word" text NOT NULL,
	"search_type" text NOT NULL,
	"published" boolean NOT NULL,
	"weight" text NOT NULL,
	"title_key" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "search_documents_title_idx";--> statement-breakpoint
DROP INDEX "search_documents_title_order_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "search_postings_order_idx" ON "search_postings" USING btree ("word","search_type","published","weight","title_key" COLLATE "C");--> statement-breakpoint
-- Custom: search_postings follows search_documents in the same statement, whoever writes the
-- documents (search_refresh_documents, a cascade from products, a TRUNCATE), as
-- search_word_counts does. It replaces the title index and the title-order index, which the
-- one-word search read before.
CREATE OR REPLACE FUNCTION search_document_postings(document tsvector)
  RETURNS TABLE (word text, weight text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w.lexeme,
    CASE WHEN 'A' = ANY (w.weights) THEN 'A' WHEN 'B' = ANY (w.weights) THEN 'B'
         WHEN 'C' = ANY (w.weights) THEN 'C' ELSE 'D' END
  FROM unnest(document) w
  WHERE length(w.lexeme) >= 4 AND w.lexeme !~ '^[0-9]+$'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_post_documents() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_postings;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO search_postings (word, search_type, published, weight, title_key)
    SELECT t.word, d.search_type, d.published, t.weight, d.sort_title || chr(1) || d.product_id
    FROM new_rows d
    CROSS JOIN LATERAL search_document_postings(d.document) t;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM search_postings p
    USING old_rows d
    CROSS JOIN LATERAL search_document_postings(d.document) t
    WHERE (p.word, p.search_type, p.published, p.weight)
        = (t.word, d.search_type, d.published, t.weight)
      AND p.title_key COLLATE "C" = d.sort_title || chr(1) || d.product_id;
  ELSE
    -- Only the documents whose words, type, visibility or title changed: a new cover, say,
    -- changes no posting. The changed rows are found first (MATERIALIZED): flattened into the
    -- delete, the planner paired every posting with every new row, minutes for a large refresh.
    WITH d AS MATERIALIZED (
      SELECT o.* FROM old_rows o LEFT JOIN new_rows n ON n.product_id = o.product_id
      WHERE n.product_id IS NULL
        OR (n.search_type, n.published, n.sort_title, n.document)
          IS DISTINCT FROM (o.search_type, o.published, o.sort_title, o.document)
    )
    DELETE FROM search_postings p
    USING d CROSS JOIN LATERAL search_document_postings(d.document) t
    WHERE (p.word, p.search_type, p.published, p.weight)
        = (t.word, d.search_type, d.published, t.weight)
      AND p.title_key COLLATE "C" = d.sort_title || chr(1) || d.product_id;
    WITH d AS MATERIALIZED (
      SELECT n.* FROM new_rows n LEFT JOIN old_rows o ON o.product_id = n.product_id
      WHERE o.product_id IS NULL
        OR (n.search_type, n.published, n.sort_title, n.document)
          IS DISTINCT FROM (o.search_type, o.published, o.sort_title, o.document)
    )
    INSERT INTO search_postings (word, search_type, published, weight, title_key)
    SELECT t.word, d.search_type, d.published, t.weight, d.sort_title || chr(1) || d.product_id
    FROM d CROSS JOIN LATERAL search_document_postings(d.document) t;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_documents_post_insert AFTER INSERT ON search_documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_post_documents();
--> statement-breakpoint
CREATE TRIGGER search_documents_post_update AFTER UPDATE ON search_documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_post_documents();
--> statement-breakpoint
CREATE TRIGGER search_documents_post_delete AFTER DELETE ON search_documents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_post_documents();
--> statement-breakpoint
CREATE TRIGGER search_documents_post_truncate AFTER TRUNCATE ON search_documents
  FOR EACH STATEMENT EXECUTE FUNCTION search_post_documents();
--> statement-breakpoint
INSERT INTO search_postings (word, search_type, published, weight, title_key)
SELECT t.word, d.search_type, d.published, t.weight, d.sort_title || chr(1) || d.product_id
FROM search_documents d
CROSS JOIN LATERAL search_document_postings(d.document) t;
--> statement-breakpoint
-- The one-word search no longer weighs walking a type's documents against its matches, so
-- search_word_counts stops counting each type's documents (the empty word).
CREATE OR REPLACE FUNCTION search_document_beginnings(document tsvector, of_type text, is_published boolean)
  RETURNS TABLE (word text, search_type text, published boolean, weight text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT b.beginning, of_type, is_published, min(b.weight)
  FROM (
    SELECT left(w.lexeme, n) AS beginning,
      CASE WHEN 'A' = ANY (w.weights) THEN 'A' WHEN 'B' = ANY (w.weights) THEN 'B'
           WHEN 'C' = ANY (w.weights) THEN 'C' ELSE 'D' END AS weight
    FROM unnest(document) w
    CROSS JOIN LATERAL generate_series(4, length(w.lexeme)) n
    WHERE w.lexeme !~ '^[0-9]+$'
  ) b
  GROUP BY b.beginning
$$;
--> statement-breakpoint
DELETE FROM search_word_counts WHERE word = '';
