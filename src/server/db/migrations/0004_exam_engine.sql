CREATE TABLE "attempt_items" (
	"attempt_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item_id" text NOT NULL,
	"item_type" text NOT NULL,
	"subject" text NOT NULL,
	"client_needs" text NOT NULL,
	"item" jsonb NOT NULL,
	"response" jsonb,
	"earned" integer,
	"possible" integer NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"seconds_spent" integer DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attempt_items_attempt_id_position_pk" PRIMARY KEY("attempt_id","position"),
	CONSTRAINT "attempt_items_item_unique" UNIQUE("attempt_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "exam_forms" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"question_count" integer NOT NULL,
	"time_limit_seconds" integer NOT NULL,
	"filter" jsonb NOT NULL,
	"selection" text NOT NULL,
	"access" text NOT NULL,
	"owner_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The free sample test's form must exist before the existing attempts point to it; the server
-- makes every built-in form match its definition at start.
INSERT INTO "exam_forms" ("id", "kind", "title", "description", "question_count", "time_limit_seconds", "filter", "selection", "access", "position")
VALUES ('free-sample', 'sample', 'Free Sample', 'Ten questions from every part of the exam. No registration needed.', 10, 900, '{"subjects":[],"clientNeeds":[],"itemTypes":[]}'::jsonb, 'random', 'anyone', 0)
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "form_id" text;--> statement-breakpoint
UPDATE "exam_attempts" SET "form_id" = 'free-sample';--> statement-breakpoint
ALTER TABLE "exam_attempts" ALTER COLUMN "form_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "mode" text DEFAULT 'timed' NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "possible" integer;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "percent" integer;--> statement-breakpoint
-- Every item of every sample-test attempt becomes a row: the item as asked (now tagged as multiple
-- choice), the chosen option (-1 was "unanswered"), and for submitted attempts the point it earned.
INSERT INTO "attempt_items" ("attempt_id", "position", "item_id", "item_type", "subject", "client_needs", "item", "response", "earned", "possible", "created_at", "updated_at")
SELECT
  a."id",
  (e.ord - 1)::integer,
  e.item ->> 'id',
  'multiple-choice',
  e.item ->> 'subject',
  e.item ->> 'clientNeeds',
  jsonb_build_object('itemType', 'multiple-choice') || e.item,
  CASE WHEN (a."answers" ->> (e.ord - 1)::integer)::integer >= 0
    THEN jsonb_build_object('choice', (a."answers" ->> (e.ord - 1)::integer)::integer) END,
  CASE WHEN a."status" = 'submitted'
    THEN CASE WHEN (a."answers" ->> (e.ord - 1)::integer)::integer = (e.item ->> 'correctAnswer')::integer THEN 1 ELSE 0 END END,
  1,
  a."created_at",
  a."updated_at"
FROM "exam_attempts" a
CROSS JOIN LATERAL jsonb_array_elements(a."items") WITH ORDINALITY AS e(item, ord);--> statement-breakpoint
UPDATE "exam_attempts" SET
  "possible" = jsonb_array_length("items"),
  "percent" = CASE WHEN jsonb_array_length("items") = 0 THEN 0 ELSE round("score" * 100.0 / jsonb_array_length("items"))::integer END
WHERE "status" = 'submitted';--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "content" jsonb;--> statement-breakpoint
UPDATE "questions" SET "content" = jsonb_strip_nulls(jsonb_build_object(
  'id', "id", 'itemType', "item_type", 'stem', "stem", 'options', "options", 'correctAnswer', "correct_answer",
  'explanation', "explanation", 'subject', "subject", 'topic', "topic", 'difficulty', "difficulty",
  'clientNeeds', "client_needs", 'reference', "reference"));--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "content" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_items" ADD CONSTRAINT "attempt_items_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_forms" ADD CONSTRAINT "exam_forms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_forms_owner_idx" ON "exam_forms" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_form_id_exam_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."exam_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_attempts_form_idx" ON "exam_attempts" USING btree ("form_id","status");--> statement-breakpoint
CREATE INDEX "questions_draw_idx" ON "questions" USING btree ("subject","client_needs");--> statement-breakpoint
ALTER TABLE "exam_attempts" DROP COLUMN "kind";--> statement-breakpoint
ALTER TABLE "exam_attempts" DROP COLUMN "items";--> statement-breakpoint
ALTER TABLE "exam_attempts" DROP COLUMN "answers";--> statement-breakpoint
ALTER TABLE "questions" DROP COLUMN "stem";--> statement-breakpoint
ALTER TABLE "questions" DROP COLUMN "options";--> statement-breakpoint
ALTER TABLE "questions" DROP COLUMN "correct_answer";--> statement-breakpoint
ALTER TABLE "questions" DROP COLUMN "explanation";--> statement-breakpoint
ALTER TABLE "questions" DROP COLUMN "reference";