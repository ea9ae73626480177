CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "formats_brand_idx";--> statement-breakpoint
DROP INDEX "formats_sku_idx";--> statement-breakpoint
CREATE INDEX "users_employees_name_idx" ON "users" USING btree ("agency_id","is_fired","verified_by_agency",("last_name" collate "ru-x-icu"),"id");--> statement-breakpoint
CREATE INDEX "users_employees_all_name_idx" ON "users" USING btree ("is_fired","verified_by_agency",("last_name" collate "ru-x-icu"),"id");--> statement-breakpoint
CREATE INDEX "users_employees_start_idx" ON "users" USING btree ("agency_id","is_fired","verified_by_agency","start_work_time","id");--> statement-breakpoint
CREATE INDEX "users_employees_until_idx" ON "users" USING btree ("agency_id","is_fired","verified_by_agency","verified_until","id");--> statement-breakpoint
CREATE INDEX "users_employees_fired_idx" ON "users" USING btree ("agency_id","is_fired","fired_time","id");--> statement-breakpoint
CREATE INDEX "users_employees_joined_idx" ON "users" USING btree ("agency_id","is_fired","verified_by_agency","created_at","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (((last_name || ' ' || first_name || ' ' || coalesce(mid_name, '') || ' ' || email)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "formats_brand_title_idx" ON "formats" USING btree ("brand_id",("title" collate "ru-x-icu"),"id");--> statement-breakpoint
CREATE INDEX "formats_sku_id_idx" ON "formats" USING btree ("sku","id");--> statement-breakpoint
CREATE INDEX "formats_title_id_idx" ON "formats" USING btree (("title" collate "ru-x-icu"),"id");--> statement-breakpoint
CREATE INDEX "formats_sku_trgm_idx" ON "formats" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "formats_title_trgm_idx" ON "formats" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "media_title_idx" ON "media" USING btree (("title" collate "ru-x-icu"),"id");--> statement-breakpoint
CREATE INDEX "media_title_trgm_idx" ON "media" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "serial_numbers_created_idx" ON "serial_numbers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "serial_numbers_number_idx" ON "serial_numbers" USING btree ("serial_number","id");--> statement-breakpoint
CREATE INDEX "serial_numbers_status_idx" ON "serial_numbers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "serial_numbers_trgm_idx" ON "serial_numbers" USING gin ("serial_number" gin_trgm_ops);