CREATE TABLE "calculation_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"user_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"departments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"filename" varchar(255),
	"file" varchar(64),
	"row_count" integer,
	"summary" jsonb,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contact_events" ADD COLUMN "device_id" integer;--> statement-breakpoint
ALTER TABLE "calculation_tasks" ADD CONSTRAINT "calculation_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calculation_tasks_created_idx" ON "calculation_tasks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "calculation_tasks_user_idx" ON "calculation_tasks" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "contact_events" ADD CONSTRAINT "contact_events_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;