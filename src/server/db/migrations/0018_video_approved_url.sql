ALTER TABLE "trainer_videos" ADD COLUMN "approved_url" text;--> statement-breakpoint
-- A published video's URL is the approved one (decision 017): buyers keep it while a new URL waits for review.
UPDATE "trainer_videos" SET "approved_url" = "video_url" WHERE "status" = 'published';
