CREATE TABLE "search_short_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Custom: the short words (two or three letters, or holding a digit: the query words that are
-- never checked against search_words) of every document written, whoever writes it
-- (search_refresh_documents, a seed, an import). Like search_words, a word stays once seen.
CREATE OR REPLACE FUNCTION search_document_short_words(document tsvector) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w.lexeme FROM unnest(document) w
  WHERE length(w.lexeme) >= 2 AND (length(w.lexeme) < 4 OR w.lexeme ~ '[0-9]')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_keep_short_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_short_words (word)
  SELECT DISTINCT t.word FROM new_rows d CROSS JOIN LATERAL search_document_short_words(d.document) t(word)
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_documents_short_words_insert AFTER INSERT ON search_documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_keep_short_words();
--> statement-breakpoint
CREATE TRIGGER search_documents_short_words_update AFTER UPDATE ON search_documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_keep_short_words();
--> statement-breakpoint
INSERT INTO search_short_words (word)
SELECT DISTINCT t.word FROM search_documents d CROSS JOIN LATERAL search_document_short_words(d.document) t(word)
ON CONFLICT (word) DO NOTHING;
