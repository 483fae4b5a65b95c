CREATE TABLE "trainer_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"qualifications" text NOT NULL,
	"experience" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by_id" text,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_materials" ADD COLUMN "resubmitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_materials" ADD COLUMN "previous_admin_comments" text;--> statement-breakpoint
ALTER TABLE "trainer_videos" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "trainer_videos" ADD COLUMN "admin_comments" text;--> statement-breakpoint
ALTER TABLE "trainer_videos" ADD COLUMN "reviewed_by_id" text;--> statement-breakpoint
ALTER TABLE "trainer_videos" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trainer_videos" ADD COLUMN "resubmitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trainer_videos" ADD COLUMN "previous_admin_comments" text;--> statement-breakpoint
ALTER TABLE "trainer_applications" ADD CONSTRAINT "trainer_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_applications" ADD CONSTRAINT "trainer_applications_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trainer_applications_one_pending_idx" ON "trainer_applications" USING btree ("user_id") WHERE "trainer_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "trainer_applications_status_idx" ON "trainer_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "trainer_applications_user_idx" ON "trainer_applications" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "trainer_videos" ADD CONSTRAINT "trainer_videos_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;