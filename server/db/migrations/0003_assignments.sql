CREATE TABLE "cr_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"height" smallint,
	"weight" smallint,
	"close_size" varchar(16),
	"breast_size" smallint,
	"waist_size" smallint,
	"thigh_size" smallint,
	"features" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_responsibles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"cr_manager_id" integer NOT NULL,
	"assigned_by_id" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supervisor_cities" (
	"user_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"assigned_by_id" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supervisor_cities_user_id_city_id_pk" PRIMARY KEY("user_id","city_id")
);
--> statement-breakpoint
ALTER TABLE "profile_details" ADD CONSTRAINT "profile_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_responsibles" ADD CONSTRAINT "spot_responsibles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_responsibles" ADD CONSTRAINT "spot_responsibles_cr_manager_id_cr_managers_id_fk" FOREIGN KEY ("cr_manager_id") REFERENCES "public"."cr_managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_responsibles" ADD CONSTRAINT "spot_responsibles_assigned_by_id_users_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervisor_cities" ADD CONSTRAINT "supervisor_cities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervisor_cities" ADD CONSTRAINT "supervisor_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervisor_cities" ADD CONSTRAINT "supervisor_cities_assigned_by_id_users_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spot_responsibles_cr_idx" ON "spot_responsibles" USING btree ("cr_manager_id");