CREATE TYPE "public"."design_status" AS ENUM('new', 'quoted', 'proof_sent', 'approved', 'changes_requested', 'in_production', 'completed', 'cancelled');--> statement-breakpoint
CREATE SEQUENCE "public"."quote_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 2001 CACHE 1;--> statement-breakpoint
CREATE TABLE "design_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid,
	"submission_id" uuid,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"message" text,
	"proof_version" integer,
	"from_status" "design_status",
	"to_status" "design_status",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_events_one_subject" CHECK (num_nonnulls("design_events"."quote_id", "design_events"."submission_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid,
	"submission_id" uuid,
	"version" integer NOT NULL,
	"file_url" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"message" text,
	"created_by" uuid,
	"response" text,
	"response_comment" text,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proofs_quote_version" UNIQUE("quote_id","version"),
	CONSTRAINT "proofs_submission_version" UNIQUE("submission_id","version"),
	CONSTRAINT "proofs_one_subject" CHECK (num_nonnulls("proofs"."quote_id", "proofs"."submission_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer DEFAULT nextval('quote_numbers') NOT NULL,
	"status" "design_status" DEFAULT 'new' NOT NULL,
	"team_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"sport" text NOT NULL,
	"package_name" text NOT NULL,
	"additional_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rush" text,
	"needed_by" date,
	"colors" text,
	"artwork_notes" text,
	"design_id" text,
	"roster" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"estimate" numeric(10, 2) NOT NULL,
	"final_price" numeric(10, 2),
	"quote_message" text,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "review_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"quote_id" uuid,
	"submission_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_links_one_subject" CHECK (num_nonnulls("review_links"."quote_id", "review_links"."submission_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "custom_artwork_submissions" ADD COLUMN "status" "design_status" DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_artwork_submissions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "design_events" ADD CONSTRAINT "design_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_events" ADD CONSTRAINT "design_events_submission_id_custom_artwork_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."custom_artwork_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_events" ADD CONSTRAINT "design_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_submission_id_custom_artwork_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."custom_artwork_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_submission_id_custom_artwork_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."custom_artwork_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_events_quote_idx" ON "design_events" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "design_events_submission_idx" ON "design_events" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status");--> statement-breakpoint
CREATE INDEX "review_links_quote_idx" ON "review_links" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "review_links_submission_idx" ON "review_links" USING btree ("submission_id");