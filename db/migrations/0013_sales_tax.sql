CREATE TYPE "public"."tax_exemption_kind" AS ENUM('school_po', 'nonprofit', 'resale');--> statement-breakpoint
CREATE TYPE "public"."tax_level" AS ENUM('state', 'county', 'city', 'police jurisdiction', 'district');--> statement-breakpoint
CREATE TABLE "tax_clothing_categories" (
	"category" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_exemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"kind" "tax_exemption_kind" NOT NULL,
	"organisation" text NOT NULL,
	"number" text NOT NULL,
	"expires_on" date,
	"document_key" text NOT NULL,
	"document_name" text NOT NULL,
	"document_type" text NOT NULL,
	"verified_by" text,
	"verified_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"levels" "tax_level"[] NOT NULL,
	"article_limit" numeric(10, 2) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_holidays_in_order" CHECK ("tax_holidays"."starts_on" <= "tax_holidays"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "tax_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_store" boolean DEFAULT false NOT NULL,
	"delivers" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_places_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"level" "tax_level" NOT NULL,
	"jurisdiction" text NOT NULL,
	"rate_percent" numeric(7, 4) NOT NULL,
	"effective_from" date NOT NULL,
	"source" text,
	"confirmed_by" text,
	"confirmed_on" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_rate_range" CHECK ("tax_rates"."rate_percent" >= 0 and "tax_rates"."rate_percent" < 20)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "clothing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_place_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_place_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_basis" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_tax" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exemption" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "exemption" jsonb;--> statement-breakpoint
ALTER TABLE "tax_exemptions" ADD CONSTRAINT "tax_exemptions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_exemptions" ADD CONSTRAINT "tax_exemptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_holidays" ADD CONSTRAINT "tax_holidays_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_place_id_tax_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."tax_places"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_exemptions_profile_idx" ON "tax_exemptions" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_places_one_store" ON "tax_places" USING btree ("is_store") WHERE "tax_places"."is_store";--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_place_jurisdiction_day" ON "tax_rates" USING btree ("place_id","jurisdiction","effective_from");