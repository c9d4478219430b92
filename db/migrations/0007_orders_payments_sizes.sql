CREATE TYPE "public"."payment_method" AS ENUM('cash', 'check', 'card', 'invoice');--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"actor_label" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"method" "payment_method" NOT NULL,
	"reference" text,
	"note" text,
	"recorded_by" uuid,
	"recorded_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversed_by" uuid,
	"reversed_by_email" text,
	"reversal_reason" text,
	CONSTRAINT "order_payments_amount_positive" CHECK ("order_payments"."amount" > 0),
	CONSTRAINT "order_payments_check_has_number" CHECK ("order_payments"."method" <> 'check' or "order_payments"."reference" is not null),
	CONSTRAINT "order_payments_reversal_has_reason" CHECK ("order_payments"."reversed_at" is null or "order_payments"."reversal_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "product_size_options" (
	"product_id" uuid NOT NULL,
	"size" text NOT NULL,
	"upcharge" numeric(10, 2) DEFAULT 0 NOT NULL,
	"stock" integer,
	CONSTRAINT "product_size_options_product_id_size_pk" PRIMARY KEY("product_id","size"),
	CONSTRAINT "product_size_options_upcharge_range" CHECK ("product_size_options"."upcharge" >= 0 and "product_size_options"."upcharge" <= 1000),
	CONSTRAINT "product_size_options_stock_not_negative" CHECK ("product_size_options"."stock" is null or "product_size_options"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_size_options" ADD CONSTRAINT "product_size_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_emails_order_idx" ON "outbox_emails" USING btree ("order_id") WHERE "outbox_emails"."order_id" is not null;--> statement-breakpoint
-- Orders placed before the timeline existed start theirs from what was already recorded.
INSERT INTO "order_events" ("order_id", "kind", "actor_label", "details", "created_at")
SELECT "id", 'placed', 'Customer', '{}'::jsonb, "created_at" FROM "orders";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "kind", "actor_label", "details", "created_at")
SELECT c."order_id", 'status', 'Staff', jsonb_build_object('to', c."status"), c."created_at"
FROM "order_status_changes" c
WHERE c."created_at" > (SELECT o."created_at" FROM "orders" o WHERE o."id" = c."order_id");
