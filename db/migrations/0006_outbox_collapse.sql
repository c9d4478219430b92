ALTER TABLE "outbox_emails" ADD COLUMN "collapse_key" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "collapse_state" text;--> statement-breakpoint
CREATE INDEX "outbox_emails_collapse_idx" ON "outbox_emails" USING btree ("collapse_key") WHERE "outbox_emails"."collapse_key" is not null;