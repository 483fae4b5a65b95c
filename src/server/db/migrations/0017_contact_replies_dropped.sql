DROP TABLE "contact_replies" CASCADE;--> statement-breakpoint
ALTER TABLE "contact_messages" DROP COLUMN "read_at";