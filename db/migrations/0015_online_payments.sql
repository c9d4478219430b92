ALTER TYPE "public"."payment_method" ADD VALUE 'card online';--> statement-breakpoint
ALTER TYPE "public"."team_store_payment_mode" ADD VALUE 'pay_at_order';--> statement-breakpoint
CREATE TABLE "hosted_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"provider_ref" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"holds_order" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"payment_id" uuid,
	"requested_by_email" text,
	CONSTRAINT "hosted_payments_provider_ref" UNIQUE("provider","provider_ref"),
	CONSTRAINT "hosted_payments_amount_positive" CHECK ("hosted_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_inbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"event_id" text NOT NULL,
	"provider_payment_ref" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"note" text,
	"order_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_email" text,
	"resolution" text,
	"payment_id" uuid,
	CONSTRAINT "payment_inbox_provider_payment" UNIQUE("provider","provider_payment_ref")
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"payment_id" uuid,
	"provider" text NOT NULL,
	"provider_payment_ref" text NOT NULL,
	"provider_refund_id" text,
	"amount" numeric(10, 2) NOT NULL,
	"tax" numeric(10, 2) DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"idempotency_key" text,
	"requested_by" uuid,
	"requested_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_provider_refund" UNIQUE("provider","provider_refund_id"),
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"requested_by" uuid,
	"requested_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"next_reminder_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"stop_reason" text
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"checkout" text DEFAULT 'in_store' NOT NULL,
	"quote_deposit_percent" integer DEFAULT 50 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_email" text,
	CONSTRAINT "payment_settings_one_row" CHECK ("payment_settings"."id" = 1),
	CONSTRAINT "payment_settings_deposit_range" CHECK ("payment_settings"."quote_deposit_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_choice" text DEFAULT 'in_store' NOT NULL;--> statement-breakpoint
ALTER TABLE "hosted_payments" ADD CONSTRAINT "hosted_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_payments" ADD CONSTRAINT "hosted_payments_payment_id_order_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."order_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_inbox" ADD CONSTRAINT "payment_inbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_inbox" ADD CONSTRAINT "payment_inbox_payment_id_order_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."order_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_order_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."order_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hosted_payments_order_idx" ON "hosted_payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "hosted_payments_open_idx" ON "hosted_payments" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "payment_inbox_open_idx" ON "payment_inbox" USING btree ("resolved_at","created_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_ref_idx" ON "payment_refunds" USING btree ("provider","provider_payment_ref");--> statement-breakpoint
CREATE INDEX "payment_requests_due_idx" ON "payment_requests" USING btree ("stopped_at","next_reminder_at");--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_provider_ref" UNIQUE("provider","provider_ref");