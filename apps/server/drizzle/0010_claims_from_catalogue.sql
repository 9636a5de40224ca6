-- Custom: what the pages claim comes from the catalogue (issue 16).
-- A video's length is measured from the video once made (the media sink): the lengths the
-- demo library used to invent go, and a product keeps only its longest made video's length.
UPDATE products SET video_duration_ms = (
  SELECT max(a.duration_ms) FROM media_assets a WHERE a.product_id = products.id AND a.kind = 'video'
)
WHERE video_duration_ms IS DISTINCT FROM (
  SELECT max(a.duration_ms) FROM media_assets a WHERE a.product_id = products.id AND a.kind = 'video'
);
--> statement-breakpoint
-- An offer's promoted pieces are drawn from the catalogue when it is served, so they exist:
-- the pieces it named in words become how many to promote.
UPDATE offers SET content = jsonb_set(
  content,
  '{cta}',
  CASE WHEN jsonb_array_length(content->'cta'->'piece'->'secondaryTexts') = 0 THEN 'null'::jsonb
  ELSE jsonb_build_object('piece', jsonb_build_object(
    'count', LEAST(6, jsonb_array_length(content->'cta'->'piece'->'secondaryTexts'))))
  END
)
WHERE jsonb_typeof(content->'cta'->'piece'->'secondaryTexts') = 'array';
--> statement-breakpoint
-- The demo offer's count of scores is the live catalogue's ('3,700+ scores …'), not a word.
UPDATE offers SET content = jsonb_set(content, '{features,0}', '"{scores} scores with synced recordings"')
WHERE code = 'piano-academy'
  AND content->'features'->>0 = 'Thousands of scores with synced recordings';
