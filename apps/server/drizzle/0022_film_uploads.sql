CREATE TABLE "film_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" text NOT NULL,
	"angle" text NOT NULL,
	"requested_by" uuid,
	"job_id" uuid,
	"upload" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"stage" text,
	"percent" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "film_uploads" ADD CONSTRAINT "film_uploads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_uploads" ADD CONSTRAINT "film_uploads_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "film_uploads_product_idx" ON "film_uploads" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "film_uploads_requested_by_idx" ON "film_uploads" USING btree ("requested_by","created_at");