CREATE TABLE "job_leases" (
	"queue" varchar(64) NOT NULL,
	"job_key" varchar(64) NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"owner" varchar(64),
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_leases_queue_job_key_pk" PRIMARY KEY("queue","job_key")
);
--> statement-breakpoint
CREATE INDEX "job_leases_expires_idx" ON "job_leases" USING btree ("expires_at");