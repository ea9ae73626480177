CREATE TABLE "disclaimers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"display_name" varchar(255) NOT NULL,
	"button_title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"user_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"text" varchar(500) NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_kits" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"external_visibility" boolean DEFAULT false NOT NULL,
	"external_title" varchar(255),
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kit_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"text" varchar(1000) NOT NULL,
	"is_open" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"file_name" varchar(100),
	"original_name" varchar(255),
	"file_size" bigint,
	"entry_count" integer,
	"link" varchar(2000),
	"user_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scratch_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"code" varchar(64),
	"description" varchar(1000),
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serial_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_number" varchar(64) NOT NULL,
	"device_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'IN_STOCK' NOT NULL,
	"note" varchar(500),
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "disclaimers" ADD CONSTRAINT "disclaimers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_question_id_interview_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."interview_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_questions" ADD CONSTRAINT "interview_questions_kit_id_interview_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."interview_kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_numbers" ADD CONSTRAINT "serial_numbers_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_answers_question_idx" ON "interview_answers" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "interview_questions_kit_idx" ON "interview_questions" USING btree ("kit_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "scratch_cards_code_key" ON "scratch_cards" USING btree (lower("code")) WHERE not "scratch_cards"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "serial_numbers_number_key" ON "serial_numbers" USING btree (upper("serial_number")) WHERE not "serial_numbers"."is_deleted";--> statement-breakpoint
CREATE INDEX "serial_numbers_device_idx" ON "serial_numbers" USING btree ("device_id");