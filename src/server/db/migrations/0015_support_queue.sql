CREATE TABLE "support_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_conversations" ALTER COLUMN "student_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "support_messages" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD COLUMN "visitor_name" text;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD COLUMN "visitor_email" text;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD COLUMN "source" text DEFAULT 'communication' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_notes" ADD CONSTRAINT "support_notes_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_notes" ADD CONSTRAINT "support_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_notes_conversation_idx" ON "support_notes" USING btree ("conversation_id","created_at");--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_source" CHECK ("support_conversations"."source" in ('communication', 'contact'));--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_someone" CHECK ("support_conversations"."student_id" is not null or ("support_conversations"."visitor_name" is not null and "support_conversations"."visitor_email" is not null));