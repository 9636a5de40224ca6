CREATE TYPE "public"."media_asset_kind" AS ENUM('recording', 'video', 'pronunciation', 'pdf');--> statement-breakpoint
CREATE TABLE "content_secrets" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"media_token_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_secrets_single_row" CHECK ("content_secrets"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"product_id" text NOT NULL,
	"kind" "media_asset_kind" NOT NULL,
	"variant" text DEFAULT 'main' NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"duration_ms" integer,
	"sync_map" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_assets_product_id_kind_variant_pk" PRIMARY KEY("product_id","kind","variant")
);
--> statement-breakpoint
CREATE TABLE "media_keys" (
	"product_id" text NOT NULL,
	"variant" text NOT NULL,
	"key" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_keys_product_id_variant_pk" PRIMARY KEY("product_id","variant")
);
--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_keys" ADD CONSTRAINT "media_keys_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;