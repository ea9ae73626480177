DROP INDEX "spots_title_trgm_idx";--> statement-breakpoint
DROP INDEX "spots_address_trgm_idx";--> statement-breakpoint
DROP INDEX "spots_customer_number_trgm_idx";--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || chr(31) || coalesce(address, '') || chr(31) || coalesce(customer_number, ''))) STORED;--> statement-breakpoint
CREATE INDEX "spots_search_text_trgm_idx" ON "spots" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The other trigram indexes keep their entries: only their pending lists go (hand-written, the
-- same end state as drizzle's DROP and CREATE, without rebuilding them at production volume).
ALTER INDEX "formats_sku_trgm_idx" SET (fastupdate=false);--> statement-breakpoint
ALTER INDEX "formats_title_trgm_idx" SET (fastupdate=false);--> statement-breakpoint
ALTER INDEX "media_title_trgm_idx" SET (fastupdate=false);--> statement-breakpoint
ALTER INDEX "serial_numbers_trgm_idx" SET (fastupdate=false);--> statement-breakpoint
ALTER INDEX "users_search_text_trgm_idx" SET (fastupdate=false);--> statement-breakpoint
ALTER INDEX "users_session_people_trgm_idx" SET (fastupdate=false);--> statement-breakpoint
SELECT gin_clean_pending_list(i::regclass) FROM unnest(array['formats_sku_trgm_idx', 'formats_title_trgm_idx', 'media_title_trgm_idx', 'serial_numbers_trgm_idx', 'users_search_text_trgm_idx', 'users_session_people_trgm_idx']) AS i;
