CREATE TYPE "public"."carousel_kind" AS ENUM('hero', 'standard');--> statement-breakpoint
CREATE TYPE "public"."person_role" AS ENUM('composer', 'arranger', 'lyricist', 'editor', 'selector', 'translator');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('collection', 'volume', 'piece', 'performance', 'video', 'masterclass', 'explore', 'reading', 'aboutComposer', 'aboutVolume', 'aboutMusic', 'credits', 'readingSinglePage', 'readingNavigated', 'readingPdf');--> statement-breakpoint
CREATE TABLE "catalogue_seed_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"product_count" integer NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_carousel_items" (
	"carousel_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "home_carousel_items_carousel_id_position_pk" PRIMARY KEY("carousel_id","position")
);
--> statement-breakpoint
CREATE TABLE "home_carousels" (
	"id" text PRIMARY KEY NOT NULL,
	"referral_code" text,
	"position" smallint NOT NULL,
	"title" text NOT NULL,
	"kind" "carousel_kind" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imported_scores" (
	"hash" text PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"content" text NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "organisations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_name" text NOT NULL,
	"born_year" smallint,
	"died_year" smallint,
	"nationality" text,
	CONSTRAINT "persons_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "product_persons" (
	"product_id" text NOT NULL,
	"person_id" text NOT NULL,
	"role" "person_role" NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_persons_product_id_role_person_id_pk" PRIMARY KEY("product_id","role","person_id")
);
--> statement-breakpoint
CREATE TABLE "product_relations" (
	"parent_id" text NOT NULL,
	"child_id" text NOT NULL,
	"position" integer NOT NULL,
	"parent_rank" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_relations_parent_id_child_id_pk" PRIMARY KEY("parent_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"type" "product_type" NOT NULL,
	"source_key" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text,
	"copyright" text,
	"featured_artist" text,
	"publisher_id" text,
	"difficulty_piano" smallint,
	"difficulty_vocal" smallint,
	"musical_key" text,
	"language" text,
	"year" smallint,
	"feature_flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"cover_image" text,
	"social_image" text,
	"preview_image" text,
	"logo_image" text,
	"title_image" text,
	"score_ref" text,
	"recording_ref" text,
	"pdf_ref" text,
	"video_ref" text,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_duration_ms" integer,
	"pronunciation_audio_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "products_difficulty_piano_range" CHECK ("products"."difficulty_piano" BETWEEN 0 AND 9),
	CONSTRAINT "products_difficulty_vocal_range" CHECK ("products"."difficulty_vocal" BETWEEN 0 AND 9)
);
--> statement-breakpoint
CREATE TABLE "reading_pages" (
	"product_id" text NOT NULL,
	"position" smallint NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	CONSTRAINT "reading_pages_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
ALTER TABLE "home_carousel_items" ADD CONSTRAINT "home_carousel_items_carousel_id_home_carousels_id_fk" FOREIGN KEY ("carousel_id") REFERENCES "public"."home_carousels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_carousel_items" ADD CONSTRAINT "home_carousel_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_persons" ADD CONSTRAINT "product_persons_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_persons" ADD CONSTRAINT "product_persons_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_child_id_products_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_publisher_id_organisations_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_pages" ADD CONSTRAINT "reading_pages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_carousels_code_idx" ON "home_carousels" USING btree ("referral_code","position");--> statement-breakpoint
CREATE INDEX "product_persons_person_idx" ON "product_persons" USING btree ("person_id","role");--> statement-breakpoint
CREATE INDEX "product_relations_parent_idx" ON "product_relations" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "product_relations_child_idx" ON "product_relations" USING btree ("child_id","parent_rank");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("type");--> statement-breakpoint
CREATE INDEX "products_publisher_idx" ON "products" USING btree ("publisher_id");