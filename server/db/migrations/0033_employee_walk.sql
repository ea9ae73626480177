-- The employee lists' name indexes hold what a searched walk reads of each row (issue 23 point 10;
-- server/modules/employees/queries.ts WALKED): the role and agency its filters check, every sort's
-- key and the search text, so that walking the name order for a search reads the index alone.
-- drizzle cannot say INCLUDE: the schema (tables/core.ts) names the keys only.
DROP INDEX IF EXISTS "users_employees_name_idx";--> statement-breakpoint
CREATE INDEX "users_employees_name_idx" ON "users" USING btree ("agency_id","is_fired","verified_by_agency",("last_name" collate "ru-x-icu"),"id") INCLUDE ("role","search_text","first_name","start_work_time","verified_until","fired_time","created_at");--> statement-breakpoint
DROP INDEX IF EXISTS "users_employees_all_name_idx";--> statement-breakpoint
CREATE INDEX "users_employees_all_name_idx" ON "users" USING btree ("is_fired","verified_by_agency",("last_name" collate "ru-x-icu"),"id") INCLUDE ("role","agency_id","search_text","first_name","start_work_time","verified_until","fired_time","created_at");
