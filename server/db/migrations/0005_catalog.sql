CREATE TABLE "brand_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"segment_id" integer,
	"is_bat" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliment_kinds" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"sap_code" varchar(64),
	"recommended_per_hour" integer DEFAULT 2 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliment_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "format_minimal_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"format_id" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "formats" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"brand_id" integer NOT NULL,
	"sku" varchar(64),
	"external_visibility" boolean DEFAULT false NOT NULL,
	"external_title" varchar(255),
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_limit_outside" (
	"limit_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	CONSTRAINT "program_limit_outside_limit_id_program_id_pk" PRIMARY KEY("limit_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "program_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"limits_inside" integer,
	"limits_inside_period" varchar(16),
	"consultant_limits" integer
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text,
	"program_id" varchar(128) NOT NULL,
	"category_id" integer,
	"not_for_bat_brand" boolean DEFAULT false NOT NULL,
	"is_repeat_customer_check" boolean DEFAULT false NOT NULL,
	"is_with_batyr" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stick_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stick_compatibility" (
	"stick_id" integer NOT NULL,
	"device_type_id" integer NOT NULL,
	CONSTRAINT "stick_compatibility_stick_id_device_type_id_pk" PRIMARY KEY("stick_id","device_type_id")
);
--> statement-breakpoint
CREATE TABLE "sticks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"crm_id" varchar(64),
	"brand_family_id" integer NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_segment_id_brand_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."brand_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliment_kinds" ADD CONSTRAINT "compliment_kinds_type_id_compliment_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."compliment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "format_minimal_prices" ADD CONSTRAINT "format_minimal_prices_format_id_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."formats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formats" ADD CONSTRAINT "formats_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_limit_outside" ADD CONSTRAINT "program_limit_outside_limit_id_program_limits_id_fk" FOREIGN KEY ("limit_id") REFERENCES "public"."program_limits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_limit_outside" ADD CONSTRAINT "program_limit_outside_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_limits" ADD CONSTRAINT "program_limits_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_category_id_program_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."program_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stick_compatibility" ADD CONSTRAINT "stick_compatibility_stick_id_sticks_id_fk" FOREIGN KEY ("stick_id") REFERENCES "public"."sticks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stick_compatibility" ADD CONSTRAINT "stick_compatibility_device_type_id_device_types_id_fk" FOREIGN KEY ("device_type_id") REFERENCES "public"."device_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sticks" ADD CONSTRAINT "sticks_brand_family_id_stick_brands_id_fk" FOREIGN KEY ("brand_family_id") REFERENCES "public"."stick_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "format_minimal_prices_format_idx" ON "format_minimal_prices" USING btree ("format_id");--> statement-breakpoint
CREATE INDEX "formats_brand_idx" ON "formats" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "formats_sku_idx" ON "formats" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "program_limits_program_idx" ON "program_limits" USING btree ("program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "programs_program_id_live_key" ON "programs" USING btree ("program_id") WHERE not "programs"."is_deleted";--> statement-breakpoint
CREATE INDEX "sticks_brand_family_idx" ON "sticks" USING btree ("brand_family_id");