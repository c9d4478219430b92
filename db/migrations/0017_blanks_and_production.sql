CREATE TYPE "public"."decoration_process" AS ENUM('screen_print', 'embroidery', 'sublimation', 'heat_transfer');--> statement-breakpoint
CREATE TYPE "public"."job_stage" AS ENUM('art_approved', 'blanks_ordered', 'blanks_received', 'in_production', 'bagging', 'ready');--> statement-breakpoint
CREATE TYPE "public"."purchase_order_status" AS ENUM('draft', 'sent', 'partly_received', 'received', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."supplier_file_format" AS ENUM('csv', 'ss_json', 'sanmar_txt');--> statement-breakpoint
CREATE SEQUENCE "public"."production_job_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 501 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."purchase_order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "production_blackouts" (
	"day" date PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_calendar" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"weekdays" integer[] DEFAULT '{1,2,3,4,5}'::integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_capacity" (
	"process" "decoration_process" PRIMARY KEY NOT NULL,
	"daily_capacity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_capacity_positive" CHECK ("production_capacity"."daily_capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "production_job_days" (
	"job_id" uuid NOT NULL,
	"day" date NOT NULL,
	"load" integer NOT NULL,
	"override_by" uuid,
	"override_reason" text,
	CONSTRAINT "production_job_days_job_id_day_pk" PRIMARY KEY("job_id","day"),
	CONSTRAINT "production_job_days_load_positive" CHECK ("production_job_days"."load" > 0)
);
--> statement-breakpoint
CREATE TABLE "production_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer DEFAULT nextval('production_job_numbers') NOT NULL,
	"batch_id" uuid,
	"order_id" uuid,
	"process" "decoration_process" NOT NULL,
	"title" text NOT NULL,
	"pieces" integer NOT NULL,
	"stitches_per_piece" integer,
	"due_on" date NOT NULL,
	"stage" "job_stage" DEFAULT 'art_approved' NOT NULL,
	"short_reason" text,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_jobs_number_unique" UNIQUE("number"),
	CONSTRAINT "production_jobs_one_source" CHECK (num_nonnulls("production_jobs"."batch_id", "production_jobs"."order_id") = 1),
	CONSTRAINT "production_jobs_pieces_positive" CHECK ("production_jobs"."pieces" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_blanks" (
	"product_id" uuid NOT NULL,
	"size" text NOT NULL,
	"supplier_id" uuid NOT NULL,
	"style_number" text NOT NULL,
	"color_name" text NOT NULL,
	"sku" text NOT NULL,
	"cost" numeric(10, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_blanks_product_size" UNIQUE("product_id","size"),
	CONSTRAINT "product_blanks_cost_range" CHECK ("product_blanks"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_line_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"batch_id" uuid,
	"order_id" uuid,
	"quantity" integer NOT NULL,
	CONSTRAINT "purchase_order_line_uses_one_source" CHECK (num_nonnulls("purchase_order_line_uses"."batch_id", "purchase_order_line_uses"."order_id") = 1),
	CONSTRAINT "purchase_order_line_uses_quantity_positive" CHECK ("purchase_order_line_uses"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"size" text NOT NULL,
	"style_number" text NOT NULL,
	"color_name" text NOT NULL,
	"sku" text NOT NULL,
	"unit_cost" numeric(10, 2) NOT NULL,
	"quantity_ordered" integer NOT NULL,
	"quantity_received" integer DEFAULT 0 NOT NULL,
	"shortage_reason" text,
	"substitute" text,
	CONSTRAINT "purchase_order_lines_sku" UNIQUE("purchase_order_id","sku"),
	CONSTRAINT "purchase_order_lines_ordered_positive" CHECK ("purchase_order_lines"."quantity_ordered" > 0),
	CONSTRAINT "purchase_order_lines_received_not_negative" CHECK ("purchase_order_lines"."quantity_received" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_receipt_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text,
	"substitute" text,
	CONSTRAINT "purchase_order_receipt_lines_quantity" CHECK ("purchase_order_receipt_lines"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"received_by" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer DEFAULT nextval('purchase_order_numbers') NOT NULL,
	"supplier_id" uuid NOT NULL,
	"status" "purchase_order_status" DEFAULT 'draft' NOT NULL,
	"note" text,
	"created_by" uuid,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"size" text NOT NULL,
	"batch_id" uuid,
	"order_id" uuid,
	"quantity" integer NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservations_one_source" CHECK (num_nonnulls("stock_reservations"."batch_id", "stock_reservations"."order_id") = 1),
	CONSTRAINT "stock_reservations_quantity_positive" CHECK ("stock_reservations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_styles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"style_number" text NOT NULL,
	"color_name" text NOT NULL,
	"size" text NOT NULL,
	"sku" text NOT NULL,
	"cost" numeric(10, 2) NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_styles_sku" UNIQUE("supplier_id","sku")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"account_number" text,
	"rep_email" text,
	"order_cutoff" text,
	"lead_days" integer DEFAULT 2 NOT NULL,
	"file_format" "supplier_file_format" DEFAULT 'csv' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_lead_days_range" CHECK ("suppliers"."lead_days" >= 0 and "suppliers"."lead_days" <= 60)
);
--> statement-breakpoint
ALTER TABLE "production_job_days" ADD CONSTRAINT "production_job_days_job_id_production_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."production_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_job_days" ADD CONSTRAINT "production_job_days_override_by_users_id_fk" FOREIGN KEY ("override_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_jobs" ADD CONSTRAINT "production_jobs_batch_id_team_store_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."team_store_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_jobs" ADD CONSTRAINT "production_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_blanks" ADD CONSTRAINT "product_blanks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_blanks" ADD CONSTRAINT "product_blanks_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_line_uses" ADD CONSTRAINT "purchase_order_line_uses_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_line_uses" ADD CONSTRAINT "purchase_order_line_uses_batch_id_team_store_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."team_store_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_line_uses" ADD CONSTRAINT "purchase_order_line_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_receipt_lines" ADD CONSTRAINT "purchase_order_receipt_lines_receipt_id_purchase_order_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."purchase_order_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_receipt_lines" ADD CONSTRAINT "purchase_order_receipt_lines_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_receipts" ADD CONSTRAINT "purchase_order_receipts_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_receipts" ADD CONSTRAINT "purchase_order_receipts_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_batch_id_team_store_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."team_store_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_styles" ADD CONSTRAINT "supplier_styles_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "production_job_days_day_idx" ON "production_job_days" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "production_jobs_batch_process" ON "production_jobs" USING btree ("batch_id","process") WHERE "production_jobs"."batch_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "production_jobs_order_process" ON "production_jobs" USING btree ("order_id","process") WHERE "production_jobs"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "production_jobs_stage_idx" ON "production_jobs" USING btree ("stage","due_on");--> statement-breakpoint
CREATE INDEX "product_blanks_supplier_idx" ON "product_blanks" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "purchase_order_line_uses_batch_idx" ON "purchase_order_line_uses" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "purchase_order_line_uses_order_idx" ON "purchase_order_line_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_status_idx" ON "purchase_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_reservations_batch_size" ON "stock_reservations" USING btree ("batch_id","product_id","size") WHERE "stock_reservations"."batch_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_reservations_order_size" ON "stock_reservations" USING btree ("order_id","product_id","size") WHERE "stock_reservations"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "stock_reservations_product_size_idx" ON "stock_reservations" USING btree ("product_id","size");--> statement-breakpoint
CREATE INDEX "supplier_styles_style_idx" ON "supplier_styles" USING btree ("supplier_id","style_number","color_name");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_unique" ON "suppliers" USING btree (lower("name"));