-- Every session is planned before it can start (the new-session dialog; the field API starts a
-- planned one): its planned start is never empty. Not null, the list's default order (latest
-- planned first) is one index range, without a second read for the NULLs a nullable key sorts first.
ALTER TABLE "sessions" ALTER COLUMN "planned_start_time" SET NOT NULL;--> statement-breakpoint
-- The brands list's format count, index-only (bench/lists.ts). IF NOT EXISTS: a bench database may have it.
CREATE INDEX IF NOT EXISTS "formats_brand_live_idx" ON "formats" USING btree ("brand_id") WHERE not "formats"."is_deleted";
