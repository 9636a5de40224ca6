CREATE TABLE "favourites" (
	"user_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "piece_practice" (
	"user_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"position_ms" integer,
	"bar" text,
	"tempo_percent" smallint,
	"transpose" smallint,
	"loop_from" integer,
	"loop_to" integer,
	"is_loop_on" boolean,
	"last_practised_at" timestamp with time zone NOT NULL,
	"total_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "piece_practice_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "practice_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product_id" text NOT NULL,
	"seconds" integer NOT NULL,
	CONSTRAINT "practice_days_user_id_day_product_id_pk" PRIMARY KEY("user_id","day","product_id")
);
--> statement-breakpoint
CREATE TABLE "setlist_pieces" (
	"setlist_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "setlist_pieces_setlist_id_position_pk" PRIMARY KEY("setlist_id","position"),
	CONSTRAINT "setlist_pieces_setlist_product_key" UNIQUE("setlist_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "setlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"is_shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piece_practice" ADD CONSTRAINT "piece_practice_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piece_practice" ADD CONSTRAINT "piece_practice_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_days" ADD CONSTRAINT "practice_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_days" ADD CONSTRAINT "practice_days_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setlist_pieces" ADD CONSTRAINT "setlist_pieces_setlist_id_setlists_id_fk" FOREIGN KEY ("setlist_id") REFERENCES "public"."setlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setlist_pieces" ADD CONSTRAINT "setlist_pieces_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setlists" ADD CONSTRAINT "setlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_user_created_idx" ON "favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "piece_practice_user_recent_idx" ON "piece_practice" USING btree ("user_id","last_practised_at");--> statement-breakpoint
CREATE INDEX "setlist_pieces_product_idx" ON "setlist_pieces" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "setlists_user_updated_idx" ON "setlists" USING btree ("user_id","updated_at");