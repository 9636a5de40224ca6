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
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_artist_idx" ON "search_documents" USING btree (lower("featured_artist"));--> statement-breakpoint
CREATE INDEX "search_documents_publisher_idx" ON "search_documents" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);