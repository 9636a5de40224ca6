CREATE TYPE "public"."user_role" AS ENUM('admin', 'publisher', 'ordinary');--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "plans_country_code_unique" UNIQUE("country_code")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text,
	"facebook_id" text,
	"role" "user_role" DEFAULT 'ordinary' NOT NULL,
	"referral_code" text,
	"is_free_trial_available" boolean DEFAULT true NOT NULL,
	"max_concurrent_sessions" integer,
	"terms_accepted_at" timestamp with time zone,
	"marketing_consent_at" timestamp with time zone,
	"third_party_marketing_consent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_facebook_id_unique" UNIQUE("facebook_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));