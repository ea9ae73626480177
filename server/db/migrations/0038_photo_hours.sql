CREATE TABLE "photo_hours" (
	"hour" timestamp PRIMARY KEY NOT NULL,
	"photos" integer NOT NULL
);
--> statement-breakpoint
-- Hand-written: the hours follow photo_facts (an insert adds one, a delete takes one away; a
-- photo's time never changes), and start with the photos already there.
CREATE FUNCTION photo_hours_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO photo_hours AS h (hour, photos) VALUES (date_trunc('hour', NEW.taken_at AT TIME ZONE 'UTC'), 1)
    ON CONFLICT (hour) DO UPDATE SET photos = h.photos + 1;
  ELSE
    UPDATE photo_hours SET photos = photos - 1 WHERE hour = date_trunc('hour', OLD.taken_at AT TIME ZONE 'UTC');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER photo_facts_hours AFTER INSERT OR DELETE ON photo_facts
  FOR EACH ROW EXECUTE FUNCTION photo_hours_follow();
--> statement-breakpoint
CREATE FUNCTION photo_hours_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM photo_hours;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER photo_facts_hours_truncate AFTER TRUNCATE ON photo_facts
  FOR EACH STATEMENT EXECUTE FUNCTION photo_hours_emptied();
--> statement-breakpoint
INSERT INTO photo_hours (hour, photos)
SELECT date_trunc('hour', taken_at AT TIME ZONE 'UTC'), count(*) FROM photo_facts GROUP BY 1;
