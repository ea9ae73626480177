-- The team calendar's people (server/modules/profiles/calendarTeam.ts, issue 28 point 2): a page of
-- a team by name, from the index alone. drizzle cannot say INCLUDE: the schema (tables/core.ts)
-- names the index's keys only.
CREATE INDEX "users_calendar_team_idx" ON "users" USING btree ("manager_id",("last_name" collate "ru-x-icu"),("first_name" collate "ru-x-icu"),"id") INCLUDE ("verified_by_agency","verified_until","mid_name","agency_id","region_id") WHERE "users"."role" = 'CONSULTANT' and not "users"."is_fired";
