CREATE TABLE "actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"date_start" timestamp with time zone,
	"date_end" timestamp with time zone,
	"has_register" boolean DEFAULT false NOT NULL,
	"has_device" boolean DEFAULT false NOT NULL,
	"has_active_rent" boolean DEFAULT false NOT NULL,
	"lists" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_actions" (
	"activity_id" integer NOT NULL,
	"action_id" integer NOT NULL,
	CONSTRAINT "activity_actions_activity_id_action_id_pk" PRIMARY KEY("activity_id","action_id")
);
--> statement-breakpoint
CREATE TABLE "activity_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer,
	"action_id" integer,
	"actor_id" integer,
	"kind" varchar(32) NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_formats" (
	"activity_id" integer NOT NULL,
	"format_id" integer NOT NULL,
	CONSTRAINT "activity_formats_activity_id_format_id_pk" PRIMARY KEY("activity_id","format_id")
);
--> statement-breakpoint
CREATE TABLE "activity_kpis" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"plan_min" integer,
	"plan_max" integer,
	"apk_id" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(32) NOT NULL,
	"title" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "focus_product_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"focus_product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"gender" smallint,
	"format_ids" integer[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "focus_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"report_title" varchar(255),
	"format_id" integer,
	"program_id" integer,
	"sub_source" varchar(255),
	"brand_format_comes_from_external_event" boolean DEFAULT false NOT NULL,
	"is_enable_device_number_check" boolean DEFAULT false NOT NULL,
	"scratch_card_id" integer
);
--> statement-breakpoint
CREATE TABLE "mechanics" (
	"id" serial PRIMARY KEY NOT NULL,
	"focus_product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screens" (
	"id" serial PRIMARY KEY NOT NULL,
	"mechanic_id" integer NOT NULL,
	"position" integer NOT NULL,
	"type" varchar(32) NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "type" varchar(32);--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "contact_count_per_hour" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "effective_contacts_per_hour" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "total_contact" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "consultant_plan" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "total_effective_contacts" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "hour_plan" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "show_extra_stats" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "show_fast_sale_button" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "show_swap_button" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "show_return_exchange_button" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "show_price_request_on_start" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "sales_consultant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "is_enable_audio_control" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "is_enable_interview" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "is_enable_ewallet" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "is_enable_registrations_limit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "registrations_limit_count" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "registrations_limit_period" varchar(16);--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "customer_type" varchar(16);--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "main_media_id" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "department_id" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "interview_kit_id" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_actions" ADD CONSTRAINT "activity_actions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_actions" ADD CONSTRAINT "activity_actions_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_formats" ADD CONSTRAINT "activity_formats_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_formats" ADD CONSTRAINT "activity_formats_format_id_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."formats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_kpis" ADD CONSTRAINT "activity_kpis_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_product_conditions" ADD CONSTRAINT "focus_product_conditions_focus_product_id_focus_products_id_fk" FOREIGN KEY ("focus_product_id") REFERENCES "public"."focus_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_products" ADD CONSTRAINT "focus_products_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_products" ADD CONSTRAINT "focus_products_format_id_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."formats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_products" ADD CONSTRAINT "focus_products_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_products" ADD CONSTRAINT "focus_products_scratch_card_id_scratch_cards_id_fk" FOREIGN KEY ("scratch_card_id") REFERENCES "public"."scratch_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mechanics" ADD CONSTRAINT "mechanics_focus_product_id_focus_products_id_fk" FOREIGN KEY ("focus_product_id") REFERENCES "public"."focus_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screens" ADD CONSTRAINT "screens_mechanic_id_mechanics_id_fk" FOREIGN KEY ("mechanic_id") REFERENCES "public"."mechanics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_activity_idx" ON "activity_events" USING btree ("activity_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_events_action_idx" ON "activity_events" USING btree ("action_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_kpis_activity_idx" ON "activity_kpis" USING btree ("activity_id","position");--> statement-breakpoint
CREATE INDEX "focus_product_conditions_product_idx" ON "focus_product_conditions" USING btree ("focus_product_id");--> statement-breakpoint
CREATE INDEX "focus_products_activity_idx" ON "focus_products" USING btree ("activity_id","position");--> statement-breakpoint
CREATE INDEX "mechanics_product_idx" ON "mechanics" USING btree ("focus_product_id","position");--> statement-breakpoint
CREATE INDEX "screens_mechanic_idx" ON "screens" USING btree ("mechanic_id","position");--> statement-breakpoint
-- An activity's main media, department and interview kit (by hand: tables/core.ts cannot import
-- the tables that import it; drizzle's snapshot does not know these three constraints).
ALTER TABLE "activities" ADD CONSTRAINT "activities_main_media_id_media_id_fk" FOREIGN KEY ("main_media_id") REFERENCES "public"."media"("id");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_interview_kit_id_interview_kits_id_fk" FOREIGN KEY ("interview_kit_id") REFERENCES "public"."interview_kits"("id");--> statement-breakpoint
INSERT INTO "departments" ("type", "title") VALUES ('TRADE', 'Трейд-маркетинг'), ('KEY_ACCOUNTS', 'Ключевые клиенты'), ('HORECA', 'HoReCa');
