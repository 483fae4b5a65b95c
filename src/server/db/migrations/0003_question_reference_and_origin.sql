ALTER TABLE "questions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "origin" text DEFAULT 'content' NOT NULL;