CREATE TABLE "user_departments" (
	"user_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	CONSTRAINT "user_departments_user_id_department_id_pk" PRIMARY KEY("user_id","department_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_file" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "auto" boolean;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "education" varchar(32);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "english" varchar(32);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "passport" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "passport_department" varchar(255);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" varchar(500);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fb" varchar(255);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vk" varchar(255);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ok" varchar(255);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "instagram" varchar(255);--> statement-breakpoint
ALTER TABLE "user_departments" ADD CONSTRAINT "user_departments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_departments" ADD CONSTRAINT "user_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_photo_file_key" ON "users" USING btree ("photo_file");