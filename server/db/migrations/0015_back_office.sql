CREATE TABLE "cigarettes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_title" varchar(255) NOT NULL,
	"format_title" varchar(255) NOT NULL,
	"sku" varchar(64) NOT NULL,
	"brand_is_bat" boolean DEFAULT false NOT NULL,
	"upload_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dm_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" varchar(255) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"arrival_date" date,
	"sku" varchar(64),
	"sku_category_id" integer,
	"used_order_id" varchar(64),
	"used_date" timestamp with time zone,
	"program_history" text,
	"program_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"upload_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"report" varchar(64) NOT NULL,
	"status" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"filename" varchar(255),
	"file_path" varchar(255),
	"row_count" integer,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sku_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	CONSTRAINT "sku_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "stands" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer,
	"inventory_number" varchar(64) NOT NULL,
	"coordinator_id" integer,
	"consultant_id" integer,
	"photo" varchar(500),
	"upload_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stand_model" varchar(255),
	"spot_id" integer
);
--> statement-breakpoint
CREATE TABLE "tablet_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	CONSTRAINT "tablet_models_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tablets" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer,
	"inventory_number" varchar(64) NOT NULL,
	"coordinator_id" integer,
	"consultant_id" integer,
	"photo" varchar(500),
	"upload_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tablet_model_id" integer,
	"serial_number" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "upload_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"upload_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"column_name" varchar(100),
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"upload_type" varchar(32) NOT NULL,
	"status" varchar(16) NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_path" varchar(255),
	"file_sha256" varchar(64) NOT NULL,
	"file_size" bigint NOT NULL,
	"task_id" varchar(64),
	"total_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"inserted_rows" integer DEFAULT 0 NOT NULL,
	"updated_rows" integer DEFAULT 0 NOT NULL,
	"mapping" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preview" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_message" text,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "coordinator_id" integer;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cigarettes" ADD CONSTRAINT "cigarettes_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dm_codes" ADD CONSTRAINT "dm_codes_sku_category_id_sku_categories_id_fk" FOREIGN KEY ("sku_category_id") REFERENCES "public"."sku_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dm_codes" ADD CONSTRAINT "dm_codes_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stands" ADD CONSTRAINT "stands_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stands" ADD CONSTRAINT "stands_coordinator_id_users_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stands" ADD CONSTRAINT "stands_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stands" ADD CONSTRAINT "stands_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stands" ADD CONSTRAINT "stands_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tablets" ADD CONSTRAINT "tablets_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tablets" ADD CONSTRAINT "tablets_coordinator_id_users_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tablets" ADD CONSTRAINT "tablets_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tablets" ADD CONSTRAINT "tablets_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tablets" ADD CONSTRAINT "tablets_tablet_model_id_tablet_models_id_fk" FOREIGN KEY ("tablet_model_id") REFERENCES "public"."tablet_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_errors" ADD CONSTRAINT "upload_errors_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cigarettes_sku_key" ON "cigarettes" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "cigarettes_brand_idx" ON "cigarettes" USING btree ("brand_title","id");--> statement-breakpoint
CREATE UNIQUE INDEX "dm_codes_number_key" ON "dm_codes" USING btree ("number" collate "C");--> statement-breakpoint
CREATE INDEX "reports_user_idx" ON "reports" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "reports_finished_idx" ON "reports" USING btree ("finished_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stands_inventory_key" ON "stands" USING btree ("inventory_number");--> statement-breakpoint
CREATE INDEX "stands_coordinator_idx" ON "stands" USING btree ("coordinator_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tablets_inventory_key" ON "tablets" USING btree ("inventory_number");--> statement-breakpoint
CREATE INDEX "tablets_coordinator_idx" ON "tablets" USING btree ("coordinator_id","id");--> statement-breakpoint
CREATE INDEX "upload_errors_upload_row_idx" ON "upload_errors" USING btree ("upload_id","row_number","id");--> statement-breakpoint
CREATE INDEX "uploads_type_modified_idx" ON "uploads" USING btree ("upload_type","modified_at","id");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_coordinator_id_users_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spots_coordinator_idx" ON "spots" USING btree ("coordinator_id","id");--> statement-breakpoint
CREATE INDEX "spots_customer_number_idx" ON "spots" USING btree ("customer_number");