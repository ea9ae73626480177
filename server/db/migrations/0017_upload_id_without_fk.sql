ALTER TABLE "cigarettes" DROP CONSTRAINT "cigarettes_upload_id_uploads_id_fk";
--> statement-breakpoint
ALTER TABLE "dm_codes" DROP CONSTRAINT "dm_codes_upload_id_uploads_id_fk";
--> statement-breakpoint
ALTER TABLE "stands" DROP CONSTRAINT "stands_upload_id_uploads_id_fk";
--> statement-breakpoint
ALTER TABLE "tablets" DROP CONSTRAINT "tablets_upload_id_uploads_id_fk";
