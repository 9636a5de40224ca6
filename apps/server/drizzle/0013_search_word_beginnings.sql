-- Custom: search_word_counts counts the beginnings of words (four letters or more) as well as
-- the words, so that a one-word search typed as a prefix ('waltz', matching waltz and
-- waltzes) knows its totals too: a document holds a beginning once, at the best place of the
-- words that start with it.
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
    CROSS JOIN LATERAL search_document_beginnings(d.document, d.search_type, d.published) t
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (word, search_type, published, weight)
      DO UPDATE SET documents = c.documents + excluded.documents;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE search_word_counts c SET documents = c.documents - t.documents
    FROM (
      SELECT t.word, t.search_type, t.published, t.weight, count(*)::int AS documents
      FROM old_rows d
      CROSS JOIN LATERAL search_document_beginnings(d.document, d.search_type, d.published) t
      GROUP BY 1, 2, 3, 4
    ) t
    WHERE (c.word, c.search_type, c.published, c.weight)
      = (t.word, t.search_type, t.published, t.weight);
  ELSE
    INSERT INTO search_word_counts AS c (word, search_type, published, weight, documents)
    SELECT t.word, t.search_type, t.published, t.weight, sum(t.change)::int
    FROM (
      SELECT t.*, 1 AS change FROM new_rows d
      CROSS JOIN LATERAL search_document_beginnings(d.document, d.search_type, d.published) t
      UNION ALL
      SELECT t.*, -1 FROM old_rows d
      CROSS JOIN LATERAL search_document_beginnings(d.document, d.search_type, d.published) t
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
DROP FUNCTION search_document_words(tsvector, text, boolean);
--> statement-breakpoint
-- The counts again, with the beginnings.
DELETE FROM search_word_counts;
--> statement-breakpoint
INSERT INTO search_word_counts (word, search_type, published, weight, documents)
SELECT t.word, t.search_type, t.published, t.weight, count(*)::int
FROM search_documents d
CROSS JOIN LATERAL search_document_beginnings(d.document, d.search_type, d.published) t
GROUP BY 1, 2, 3, 4;
