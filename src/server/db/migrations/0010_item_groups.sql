CREATE TABLE "item_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"origin" text DEFAULT 'content' NOT NULL,
	"source_file" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attempt_item_groups" (
	"attempt_id" uuid NOT NULL,
	"group_id" text NOT NULL,
	"group" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attempt_item_groups_attempt_id_group_id_pk" PRIMARY KEY("attempt_id","group_id")
);
--> statement-breakpoint
ALTER TABLE "attempt_items" ADD COLUMN "group_id" text;--> statement-breakpoint
ALTER TABLE "attempt_items" ADD COLUMN "group_position" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "group_id" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "group_position" integer;--> statement-breakpoint
ALTER TABLE "attempt_item_groups" ADD CONSTRAINT "attempt_item_groups_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_group_id_item_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."item_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questions_group_position_unique" ON "questions" USING btree ("group_id","group_position");--> statement-breakpoint
ALTER TABLE "attempt_items" ADD CONSTRAINT "attempt_items_group_position_with_group" CHECK (("attempt_items"."group_id" is null) = ("attempt_items"."group_position" is null));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_group_position_with_group" CHECK (("questions"."group_id" is null) = ("questions"."group_position" is null));