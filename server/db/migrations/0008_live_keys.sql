DROP INDEX "programs_program_id_live_key";--> statement-breakpoint
CREATE UNIQUE INDEX "device_models_model_live_key" ON "device_models" USING btree (lower(btrim("model") collate "ru-x-icu")) WHERE not "device_models"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "devices_model_title_live_key" ON "devices" USING btree ("model_id",lower(btrim("title") collate "ru-x-icu")) WHERE not "devices"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "brands_title_live_key" ON "brands" USING btree (lower(btrim("title") collate "ru-x-icu")) WHERE not "brands"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "compliment_kinds_title_live_key" ON "compliment_kinds" USING btree (lower(btrim("title") collate "ru-x-icu")) WHERE not "compliment_kinds"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "formats_sku_live_key" ON "formats" USING btree (lower(btrim("sku") collate "ru-x-icu")) WHERE not "formats"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "stick_brands_title_live_key" ON "stick_brands" USING btree (lower(btrim("title") collate "ru-x-icu")) WHERE not "stick_brands"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "sticks_brand_title_live_key" ON "sticks" USING btree ("brand_family_id",lower(btrim("title") collate "ru-x-icu")) WHERE not "sticks"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "disclaimers_title_live_key" ON "disclaimers" USING btree (lower(btrim("title") collate "ru-x-icu")) WHERE not "disclaimers"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "interview_kits_title_live_key" ON "interview_kits" USING btree (lower(btrim("title") collate "ru-x-icu")) WHERE not "interview_kits"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "media_title_live_key" ON "media" USING btree (lower(btrim("title") collate "ru-x-icu")) WHERE not "media"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "scratch_cards_title_live_key" ON "scratch_cards" USING btree (lower(btrim("title") collate "ru-x-icu")) WHERE not "scratch_cards"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "programs_program_id_live_key" ON "programs" USING btree (lower(btrim("program_id") collate "ru-x-icu")) WHERE not "programs"."is_deleted";