CREATE TABLE "contact_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"stop_time" timestamp with time zone,
	"watch_stop_time" timestamp with time zone,
	"compliment_time" timestamp with time zone,
	"denial_time" timestamp with time zone,
	"denial_reason" varchar(255),
	"review_time" timestamp with time zone,
	"exchange_time" timestamp with time zone,
	"registration_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_event_id" integer NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"path" varchar(255) NOT NULL,
	"mime" varchar(32) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "start_latitude" double precision;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "start_longitude" double precision;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "stop_latitude" double precision;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "stop_longitude" double precision;--> statement-breakpoint
ALTER TABLE "contact_events" ADD CONSTRAINT "contact_events_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_photos" ADD CONSTRAINT "contact_photos_contact_event_id_contact_events_id_fk" FOREIGN KEY ("contact_event_id") REFERENCES "public"."contact_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_positions" ADD CONSTRAINT "session_positions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_events_session_idx" ON "contact_events" USING btree ("session_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_events_client_key" ON "contact_events" USING btree ("session_id","client_id");--> statement-breakpoint
CREATE INDEX "contact_photos_event_idx" ON "contact_photos" USING btree ("contact_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_photos_client_key" ON "contact_photos" USING btree ("contact_event_id","client_id");--> statement-breakpoint
CREATE INDEX "session_positions_session_idx" ON "session_positions" USING btree ("session_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "session_positions_client_key" ON "session_positions" USING btree ("session_id","client_id");