CREATE TABLE "public_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(32) NOT NULL,
	"object_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_by" integer,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "public_links_token_hash_key" ON "public_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "public_links_object_idx" ON "public_links" USING btree ("kind","object_id","created_at");