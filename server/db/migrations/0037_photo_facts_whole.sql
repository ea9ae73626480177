-- Hand-written (the photo check at production volume, bench/photos.ts).
-- 1. A page of photos joins only who and where: photo_facts also holds its session's spot and the
--    file's type and size, so a page no longer reads sessions and contact_photos for each photo.
ALTER TABLE "photo_facts" ADD COLUMN "spot_id" integer;--> statement-breakpoint
ALTER TABLE "photo_facts" ADD COLUMN "mime" varchar(32);--> statement-breakpoint
ALTER TABLE "photo_facts" ADD COLUMN "size" integer;--> statement-breakpoint
-- 2. The thumbnail is the photo file's, on contact_photos: updating each fact row as its photo
--    arrived left photo_facts' newest pages never all-visible, and a far page's offset walk
--    visited the heap for each of their photos.
ALTER TABLE "contact_photos" ADD COLUMN "thumbnail" varchar(64);--> statement-breakpoint
UPDATE "contact_photos" p SET "thumbnail" = f."thumbnail"
  FROM "photo_facts" f WHERE f."photo_id" = p."id" AND f."thumbnail" IS NOT NULL;--> statement-breakpoint
-- The fact rows made again whole (a new table written once rather than every row updated).
CREATE TABLE "photo_facts_whole" AS
SELECT f."photo_id", f."contact_id", f."session_id", s."consultant_id", coalesce(s."city_id", sp."city_id") AS "city_id",
  f."taken_at", s."spot_id", p."mime", p."size"
FROM "photo_facts" f
JOIN "contact_photos" p ON p."id" = f."photo_id"
JOIN "sessions" s ON s."id" = f."session_id"
LEFT JOIN "spots" sp ON sp."id" = s."spot_id";--> statement-breakpoint
TRUNCATE "photo_facts";--> statement-breakpoint
ALTER TABLE "photo_facts" DROP COLUMN "thumbnail";--> statement-breakpoint
INSERT INTO "photo_facts" ("photo_id", "contact_id", "session_id", "consultant_id", "city_id", "taken_at", "spot_id", "mime", "size")
SELECT * FROM "photo_facts_whole" ORDER BY "taken_at", "photo_id";--> statement-breakpoint
DROP TABLE "photo_facts_whole";--> statement-breakpoint
ALTER TABLE "photo_facts" ALTER COLUMN "mime" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_facts" ALTER COLUMN "size" SET NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION photo_facts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO photo_facts (photo_id, contact_id, session_id, consultant_id, city_id, taken_at, spot_id, mime, size)
  SELECT NEW.id, ce.id, s.id, s.consultant_id, coalesce(s.city_id, sp.city_id), ce.start_time, s.spot_id,
    NEW.mime, NEW.size
  FROM contact_events ce
  JOIN sessions s ON s.id = ce.session_id
  LEFT JOIN spots sp ON sp.id = s.spot_id
  WHERE ce.id = NEW.contact_event_id
  ON CONFLICT (photo_id) DO NOTHING;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- 3. A session's consultant, spot or city changed: its photos' facts follow (they were copied once).
CREATE OR REPLACE FUNCTION photo_facts_follow_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE photo_facts f SET consultant_id = NEW.consultant_id, spot_id = NEW.spot_id,
    city_id = coalesce(NEW.city_id, (SELECT sp.city_id FROM spots sp WHERE sp.id = NEW.spot_id))
  WHERE f.session_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_photo_facts AFTER UPDATE OF consultant_id, spot_id, city_id ON sessions
  FOR EACH ROW
  WHEN (OLD.consultant_id IS DISTINCT FROM NEW.consultant_id OR OLD.spot_id IS DISTINCT FROM NEW.spot_id
    OR OLD.city_id IS DISTINCT FROM NEW.city_id)
  EXECUTE FUNCTION photo_facts_follow_session();
--> statement-breakpoint
-- 4. photo_facts is now only inserted into (and removed with its contact; rewritten when a
--    session moves): vacuumed after every 1% of new rows (at least 1,000), not PostgreSQL's 20%,
--    so the newest photos' pages, the ones the photo check reads first, soon become all-visible.
ALTER TABLE "photo_facts" SET (autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_vacuum_insert_threshold = 1000);
