CREATE SEQUENCE "public"."artwork_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 3001 CACHE 1;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gallery" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_artwork_submissions" ADD COLUMN "number" integer DEFAULT nextval('artwork_numbers') NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_artwork_submissions" ADD CONSTRAINT "custom_artwork_submissions_number_unique" UNIQUE("number");