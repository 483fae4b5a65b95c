CREATE TABLE "calibration_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"requested_by" text,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"persons" integer DEFAULT 0 NOT NULL,
	"responses" integer DEFAULT 0 NOT NULL,
	"items_calibrated" integer DEFAULT 0 NOT NULL,
	"items_promoted" integer DEFAULT 0 NOT NULL,
	"iterations" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_calibrations" (
	"item_id" text PRIMARY KEY NOT NULL,
	"difficulty" double precision NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"standard_error" double precision,
	"infit" double precision,
	"outfit" double precision,
	"responses" integer DEFAULT 0 NOT NULL,
	"percent_correct" double precision,
	"point_biserial" double precision,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"calibrated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_responses" (
	"attempt_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"score" integer NOT NULL,
	"possible" integer NOT NULL,
	"source" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "item_responses_attempt_id_item_id_pk" PRIMARY KEY("attempt_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "adaptive_attempts" (
	"attempt_id" uuid PRIMARY KEY NOT NULL,
	"exam" text NOT NULL,
	"passing_standard" double precision NOT NULL,
	"seed" integer NOT NULL,
	"min_items" integer NOT NULL,
	"max_items" integer NOT NULL,
	"case_study_starts" jsonb NOT NULL,
	"pretest_numbers" jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trajectory" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outcome" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calibration_runs" ADD CONSTRAINT "calibration_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adaptive_attempts" ADD CONSTRAINT "adaptive_attempts_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_responses_item_idx" ON "item_responses" USING btree ("item_id");