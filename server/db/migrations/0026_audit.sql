CREATE TABLE "audit_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"audit_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" varchar(8) NOT NULL,
	"comment" varchar(1000)
);
--> statement-breakpoint
CREATE TABLE "audit_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"params" jsonb NOT NULL,
	"status" varchar(64) DEFAULT 'queued' NOT NULL,
	"stored" varchar(64),
	"filename" varchar(255),
	"row_count" integer,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"uploader_id" integer NOT NULL,
	"answer_id" integer,
	"stored" varchar(64) NOT NULL,
	"mime" varchar(32) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"title" varchar(500) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"is_final" boolean DEFAULT false NOT NULL,
	"can_be_not_applicable" boolean DEFAULT false NOT NULL,
	"order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"consultant_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_facts" (
	"photo_id" integer PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"consultant_id" integer NOT NULL,
	"city_id" integer,
	"taken_at" timestamp with time zone NOT NULL,
	"thumbnail" varchar(64)
);
--> statement-breakpoint
ALTER TABLE "audit_answers" ADD CONSTRAINT "audit_answers_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_answers" ADD CONSTRAINT "audit_answers_question_id_audit_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."audit_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_files" ADD CONSTRAINT "audit_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_photos" ADD CONSTRAINT "audit_photos_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_photos" ADD CONSTRAINT "audit_photos_answer_id_audit_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."audit_answers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_questions" ADD CONSTRAINT "audit_questions_quiz_id_audit_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."audit_quizzes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_quiz_id_audit_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."audit_quizzes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_facts" ADD CONSTRAINT "photo_facts_photo_id_contact_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."contact_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_facts" ADD CONSTRAINT "photo_facts_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_facts" ADD CONSTRAINT "photo_facts_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_facts" ADD CONSTRAINT "photo_facts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_answers_key" ON "audit_answers" USING btree ("audit_id","question_id");--> statement-breakpoint
CREATE INDEX "audit_files_created_idx" ON "audit_files" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_photos_answer_idx" ON "audit_photos" USING btree ("answer_id") WHERE "audit_photos"."answer_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_questions_quiz_idx" ON "audit_questions" USING btree ("quiz_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "audits_quiz_session_key" ON "audits" USING btree ("quiz_id","session_id");--> statement-breakpoint
CREATE INDEX "audits_session_idx" ON "audits" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "audits_created_idx" ON "audits" USING btree ("quiz_id","created_at");--> statement-breakpoint
CREATE INDEX "photo_facts_taken_idx" ON "photo_facts" USING btree ("taken_at" DESC NULLS LAST,"photo_id" DESC NULLS LAST) INCLUDE ("contact_id","session_id","consultant_id","city_id");--> statement-breakpoint
CREATE INDEX "photo_facts_consultant_idx" ON "photo_facts" USING btree ("consultant_id","taken_at" DESC NULLS LAST,"photo_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "photo_facts_session_idx" ON "photo_facts" USING btree ("session_id","taken_at" DESC NULLS LAST,"photo_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "photo_facts_contact_idx" ON "photo_facts" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "photo_facts_city_idx" ON "photo_facts" USING btree ("city_id","taken_at" DESC NULLS LAST,"photo_id" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written (issue 26): photo_facts follows contact_photos. A new contact photo copies its
-- contact's session, consultant, city (the session's, else its spot's) and start time.
CREATE OR REPLACE FUNCTION photo_facts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO photo_facts (photo_id, contact_id, session_id, consultant_id, city_id, taken_at)
  SELECT NEW.id, ce.id, s.id, s.consultant_id, coalesce(s.city_id, sp.city_id), ce.start_time
  FROM contact_events ce
  JOIN sessions s ON s.id = ce.session_id
  LEFT JOIN spots sp ON sp.id = s.spot_id
  WHERE ce.id = NEW.contact_event_id
  ON CONFLICT (photo_id) DO NOTHING;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER contact_photos_facts AFTER INSERT ON contact_photos
  FOR EACH ROW EXECUTE FUNCTION photo_facts_follow();
--> statement-breakpoint
INSERT INTO photo_facts (photo_id, contact_id, session_id, consultant_id, city_id, taken_at)
SELECT p.id, ce.id, s.id, s.consultant_id, coalesce(s.city_id, sp.city_id), ce.start_time
FROM contact_photos p
JOIN contact_events ce ON ce.id = p.contact_event_id
JOIN sessions s ON s.id = ce.session_id
LEFT JOIN spots sp ON sp.id = s.spot_id
ON CONFLICT (photo_id) DO NOTHING;
