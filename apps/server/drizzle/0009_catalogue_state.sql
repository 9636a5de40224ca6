CREATE TABLE "catalogue_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_state_single_row" CHECK ("catalogue_state"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_state" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Custom: the catalogue's version moves on in the transaction of every write the catalogue
-- API can show, once per statement (a seed of thousands of rows adds a handful), so a
-- per-process answer cached at one version is never served at another.
CREATE OR REPLACE FUNCTION catalogue_state_bump() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalogue_state_products AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_state_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_state_product_relations AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_relations
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_state_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_state_product_persons AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_persons
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_state_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_state_persons AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON persons
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_state_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_state_organisations AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organisations
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_state_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_state_reading_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reading_pages
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_state_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_state_home_carousels AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_carousels
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_state_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_state_home_carousel_items AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_carousel_items
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_state_bump();
