CREATE TABLE "pending_card_attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"gateway" "payment_gateway_kind" NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"abandoned_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sandbox_customers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "pending_card_attachments_created_at" ON "pending_card_attachments" USING btree ("created_at");