CREATE TYPE "public"."team_store_distribution" AS ENUM('team_pickup', 'team_delivery', 'buyer_chooses');--> statement-breakpoint
CREATE TYPE "public"."team_store_payment_mode" AS ENUM('pay_at_pickup', 'team_invoice');--> statement-breakpoint
CREATE TYPE "public"."team_store_personalisation" AS ENUM('none', 'name', 'number', 'both');--> statement-breakpoint
CREATE TYPE "public"."team_store_status" AS ENUM('draft', 'scheduled', 'open', 'closed', 'in_production', 'ready', 'completed', 'cancelled');--> statement-breakpoint
CREATE TABLE "team_store_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"batch" integer NOT NULL,
	"frozen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"frozen_by" uuid,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "team_store_batches_store_batch" UNIQUE("store_id","batch")
);
--> statement-breakpoint
CREATE TABLE "team_store_coach_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "team_store_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"fundraising" numeric(10, 2) DEFAULT 0 NOT NULL,
	"sizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"personalisation" "team_store_personalisation" DEFAULT 'none' NOT NULL,
	"personalisation_required" boolean DEFAULT false NOT NULL,
	"max_name_length" integer DEFAULT 12 NOT NULL,
	"personalisation_fee" numeric(10, 2) DEFAULT 0 NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"in_bundle" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_store_items_product" UNIQUE("store_id","product_id"),
	CONSTRAINT "team_store_items_price_positive" CHECK ("team_store_items"."price" > 0),
	CONSTRAINT "team_store_items_fundraising_range" CHECK ("team_store_items"."fundraising" >= 0 and "team_store_items"."fundraising" <= "team_store_items"."price"),
	CONSTRAINT "team_store_items_fee_range" CHECK ("team_store_items"."personalisation_fee" >= 0),
	CONSTRAINT "team_store_items_name_length" CHECK ("team_store_items"."max_name_length" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "team_store_numbers" (
	"store_id" uuid NOT NULL,
	"number" text NOT NULL,
	"player_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_store_numbers_store_id_number_pk" PRIMARY KEY("store_id","number")
);
--> statement-breakpoint
CREATE TABLE "team_store_players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"number" text,
	"email" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"team_name" text NOT NULL,
	"sport" text NOT NULL,
	"access_code" text,
	"coach_name" text NOT NULL,
	"coach_email" text NOT NULL,
	"status" "team_store_status" DEFAULT 'draft' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"distribution" "team_store_distribution" DEFAULT 'team_pickup' NOT NULL,
	"payment_mode" "team_store_payment_mode" DEFAULT 'pay_at_pickup' NOT NULL,
	"number_min" integer DEFAULT 0 NOT NULL,
	"number_max" integer DEFAULT 99 NOT NULL,
	"numbers_unique" boolean DEFAULT true NOT NULL,
	"allow_unknown_number" boolean DEFAULT true NOT NULL,
	"message" text,
	"quote_id" uuid,
	"proof_override_by" uuid,
	"batch_one_frozen_at" timestamp with time zone,
	"opened_mail_at" timestamp with time zone,
	"reminder_three_days_at" timestamp with time zone,
	"reminder_one_day_at" timestamp with time zone,
	"closed_summary_at" timestamp with time zone,
	"coach_reminder_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_stores_close_after_open" CHECK ("team_stores"."closes_at" > "team_stores"."opens_at"),
	CONSTRAINT "team_stores_number_range" CHECK ("team_stores"."number_min" >= 0 and "team_stores"."number_max" >= "team_stores"."number_min" and "team_stores"."number_max" <= 999)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "team_store_item_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "print_name" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "print_number" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "personalisation_fee" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "fundraising" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "team_store_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "team_batch" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "player_name" text;--> statement-breakpoint
ALTER TABLE "team_store_batches" ADD CONSTRAINT "team_store_batches_store_id_team_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."team_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_store_batches" ADD CONSTRAINT "team_store_batches_frozen_by_users_id_fk" FOREIGN KEY ("frozen_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_store_coach_links" ADD CONSTRAINT "team_store_coach_links_store_id_team_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."team_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_store_items" ADD CONSTRAINT "team_store_items_store_id_team_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."team_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_store_items" ADD CONSTRAINT "team_store_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_store_numbers" ADD CONSTRAINT "team_store_numbers_store_id_team_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."team_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_store_players" ADD CONSTRAINT "team_store_players_store_id_team_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."team_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_stores" ADD CONSTRAINT "team_stores_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_stores" ADD CONSTRAINT "team_stores_proof_override_by_users_id_fk" FOREIGN KEY ("proof_override_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_store_coach_links_store_idx" ON "team_store_coach_links" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "team_store_items_store_idx" ON "team_store_items" USING btree ("store_id","position");--> statement-breakpoint
CREATE INDEX "team_store_players_store_idx" ON "team_store_players" USING btree ("store_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "team_stores_live_slug" ON "team_stores" USING btree ("slug") WHERE "team_stores"."status" in ('draft', 'scheduled', 'open');--> statement-breakpoint
CREATE INDEX "team_stores_slug_idx" ON "team_stores" USING btree ("slug","created_at");--> statement-breakpoint
CREATE INDEX "team_stores_status_idx" ON "team_stores" USING btree ("status","closes_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_team_store_item_id_team_store_items_id_fk" FOREIGN KEY ("team_store_item_id") REFERENCES "public"."team_store_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_team_store_id_team_stores_id_fk" FOREIGN KEY ("team_store_id") REFERENCES "public"."team_stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_team_store_idx" ON "orders" USING btree ("team_store_id","team_batch");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_team_store_has_batch" CHECK (("orders"."team_store_id" is null) = ("orders"."team_batch" is null));