CREATE TABLE "search_word_counts" (
	"word" text NOT NULL,
	"search_type" text NOT NULL,
	"published" boolean NOT NULL,
	"weight" text NOT NULL,
	"documents" integer NOT NULL,
	CONSTRAINT "search_word_counts_word_search_type_published_weight_pk" PRIMARY KEY("word","search_type","published","weight")
);
--> statement-breakpoint
CREATE INDEX "search_documents_title_idx" ON "search_documents" USING gin (ts_filter("document", '{a}')) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_title_order_idx" ON "search_documents" USING btree ("search_type",("sort_title" || chr(1) || "product_id") COLLATE "C");--> statement-breakpoint
-- Custom: search_word_counts follows search_documents in the same statement, whoever writes
-- the documents (search_refresh_documents, a cascade from products, a TRUNCATE). A word is
-- counted as search_words keeps it (four letters or more, not a number), at the best place
-- it has in the document; the empty word counts the documents themselves.
CREATE OR REPLACE FUNCTION search_document_words(document tsvector, of_type text, is_published boolean)
  RETURNS TABLE (word text, search_type text, published boolean, weight text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w.lexeme, of_type, is_published,
    CASE WHEN 'A' = ANY (w.weights) THEN 'A' WHEN 'B' = ANY (w.weights) THEN 'B'
         WHEN 'C' = ANY (w.weights) THEN 'C' ELSE 'D' END
  FROM unnest(document) w
  WHERE length(w.lexeme) >= 4 AND w.lexeme !~ '^[0-9]+$'
  UNION ALL
  SELECT '', of_type, is_published, 'A'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_count_documents() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  -- Transactions change the counts one at a time (the version row stays locked until
  -- commit), so two never wait on each other's count rows.
  PERFORM 1 FROM search_state FOR UPDATE;
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_word_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO search_word_counts AS c (word, search_type, published, weight, documents)
    SELECT t.word, t.search_type, t.published, t.weight, count(*)::int
    FROM new_rows d
    CROSS JOIN LATERAL search_document_words(d.document, d.search_type, d.published) t
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (word, search_type, published, weight)
      DO UPDATE SET documents = c.documents + excluded.documents;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE search_word_counts c SET documents = c.documents - t.documents
    FROM (
      SELECT t.word, t.search_type, t.published, t.weight, count(*)::int AS documents
      FROM old_rows d
      CROSS JOIN LATERAL search_document_words(d.document, d.search_type, d.published) t
      GROUP BY 1, 2, 3, 4
    ) t
    WHERE (c.word, c.search_type, c.published, c.weight)
      = (t.word, t.search_type, t.published, t.weight);
  ELSE
    INSERT INTO search_word_counts AS c (word, search_type, published, weight, documents)
    SELECT t.word, t.search_type, t.published, t.weight, sum(t.change)::int
    FROM (
      SELECT t.*, 1 AS change FROM new_rows d
      CROSS JOIN LATERAL search_document_words(d.document, d.search_type, d.published) t
      UNION ALL
      SELECT t.*, -1 FROM old_rows d
      CROSS JOIN LATERAL search_document_words(d.document, d.search_type, d.published) t
    ) t
    GROUP BY 1, 2, 3, 4
    HAVING sum(t.change) <> 0
    ON CONFLICT (word, search_type, published, weight)
      DO UPDATE SET documents = c.documents + excluded.documents;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_documents_count_insert AFTER INSERT ON search_documents
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_count_documents();
--> statement-breakpoint
CREATE TRIGGER search_documents_count_update AFTER UPDATE ON search_documents
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_count_documents();
--> statement-breakpoint
CREATE TRIGGER search_documents_count_delete AFTER DELETE ON search_documents
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_count_documents();
--> statement-breakpoint
CREATE TRIGGER search_documents_count_truncate AFTER TRUNCATE ON search_documents
  FOR EACH STATEMENT EXECUTE FUNCTION search_count_documents();
--> statement-breakpoint
-- The documents there already.
INSERT INTO search_word_counts (word, search_type, published, weight, documents)
SELECT t.word, t.search_type, t.published, t.weight, count(*)::int
FROM search_documents d
CROSS JOIN LATERAL search_document_words(d.document, d.search_type, d.published) t
GROUP BY 1, 2, 3, 4;
