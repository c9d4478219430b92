ALTER TABLE "team_stores" ADD COLUMN "handout_place" text;--> statement-breakpoint
ALTER TABLE "team_stores" ADD COLUMN "handout_when" text;--> statement-breakpoint
ALTER TABLE "team_stores" ADD COLUMN "handout_by" text;