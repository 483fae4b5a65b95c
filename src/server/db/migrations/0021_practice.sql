ALTER TABLE "exam_attempts" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "remaining_seconds" integer;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "claimed_at" timestamp with time zone;