CREATE TABLE "person_aliases" (
	"alias_key" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"surname_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_import_files" (
	"import_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"product_id" text,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_import_files_import_id_position_pk" PRIMARY KEY("import_id","position")
);
--> statement-breakpoint
CREATE TABLE "score_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requested_by" uuid,
	"imprint_id" text,
	"name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"total_files" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "licence" text;--> statement-breakpoint
ALTER TABLE "person_aliases" ADD CONSTRAINT "person_aliases_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_import_files" ADD CONSTRAINT "score_import_files_import_id_score_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."score_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_imports" ADD CONSTRAINT "score_imports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_aliases_surname_idx" ON "person_aliases" USING btree ("surname_key");--> statement-breakpoint
CREATE INDEX "score_imports_requested_by_idx" ON "score_imports" USING btree ("requested_by","created_at");