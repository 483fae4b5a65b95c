CREATE TABLE "course_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"body_html" text,
	"material_id" uuid,
	"video_id" uuid,
	"session_id" uuid,
	"quiz" jsonb,
	"is_free_preview" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_lessons_one_kind" CHECK (("course_lessons"."kind" = 'text' and "course_lessons"."body_html" is not null and "course_lessons"."material_id" is null and "course_lessons"."video_id" is null and "course_lessons"."session_id" is null and "course_lessons"."quiz" is null)
        or ("course_lessons"."kind" = 'material' and "course_lessons"."material_id" is not null and "course_lessons"."body_html" is null and "course_lessons"."video_id" is null and "course_lessons"."session_id" is null and "course_lessons"."quiz" is null)
        or ("course_lessons"."kind" = 'video' and "course_lessons"."video_id" is not null and "course_lessons"."body_html" is null and "course_lessons"."material_id" is null and "course_lessons"."session_id" is null and "course_lessons"."quiz" is null)
        or ("course_lessons"."kind" = 'quiz' and "course_lessons"."quiz" is not null and "course_lessons"."body_html" is null and "course_lessons"."material_id" is null and "course_lessons"."video_id" is null and "course_lessons"."session_id" is null)
        or ("course_lessons"."kind" = 'session' and "course_lessons"."session_id" is not null and "course_lessons"."body_html" is null and "course_lessons"."material_id" is null and "course_lessons"."video_id" is null and "course_lessons"."quiz" is null))
);
--> statement-breakpoint
CREATE TABLE "course_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"learner_name" text NOT NULL,
	"course_title" text NOT NULL,
	"trainer_name" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_progress" (
	"user_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"last_lesson_id" uuid,
	"last_opened_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_progress_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_completions" (
	"user_id" text NOT NULL,
	"lesson_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_completions_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_quiz_attempts" (
	"attempt_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"lesson_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_messages" ADD COLUMN "author_badge" text;--> statement-breakpoint
ALTER TABLE "board_messages" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD COLUMN "review_text" text;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD COLUMN "reply_text" text;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD COLUMN "reply_author_id" text;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD COLUMN "hidden_by_id" text;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "outline" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "cover_file_id" uuid;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "place" text;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_material_id_training_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."training_materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_video_id_trainer_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."trainer_videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_certificates" ADD CONSTRAINT "course_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_certificates" ADD CONSTRAINT "course_certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_last_lesson_id_course_lessons_id_fk" FOREIGN KEY ("last_lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_quiz_attempts" ADD CONSTRAINT "lesson_quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_quiz_attempts" ADD CONSTRAINT "lesson_quiz_attempts_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_lessons_section_idx" ON "course_lessons" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "course_lessons_course_idx" ON "course_lessons" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_sections_course_idx" ON "course_sections" USING btree ("course_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "course_certificates_one_per_learner" ON "course_certificates" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "lesson_completions_course_idx" ON "lesson_completions" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "lesson_quiz_attempts_lesson_idx" ON "lesson_quiz_attempts" USING btree ("lesson_id","user_id");--> statement-breakpoint
ALTER TABLE "board_messages" ADD CONSTRAINT "board_messages_parent_id_board_messages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."board_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD CONSTRAINT "course_ratings_reply_author_id_users_id_fk" FOREIGN KEY ("reply_author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD CONSTRAINT "course_ratings_hidden_by_id_users_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_cover_file_id_stored_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_messages_parent_idx" ON "board_messages" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "course_ratings_reviews_idx" ON "course_ratings" USING btree ("course_id","reviewed_at");--> statement-breakpoint
ALTER TABLE "course_ratings" ADD CONSTRAINT "course_ratings_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "course_ratings" ADD CONSTRAINT "course_ratings_hidden_with_reason" CHECK (("course_ratings"."hidden_at" is null) = ("course_ratings"."hidden_reason" is null) and ("course_ratings"."hidden_at" is null) = ("course_ratings"."hidden_by_id" is null));--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_meeting_https" CHECK ("training_sessions"."meeting_url" is null or "training_sessions"."meeting_url" like 'https://%');--> statement-breakpoint
-- custom: begin part A
-- Issue 27 item 1: each course's flat contents become its curriculum: one section "Course contents"
-- holding its materials, videos and sessions as lessons, in their order, titled as the items are.
INSERT INTO "course_sections" ("course_id", "title", "position", "created_at", "updated_at")
SELECT DISTINCT c."course_id", 'Course contents', 0, now(), now()
FROM "course_contents" c
WHERE NOT EXISTS (SELECT 1 FROM "course_sections" s WHERE s."course_id" = c."course_id");--> statement-breakpoint
INSERT INTO "course_lessons" ("course_id", "section_id", "position", "title", "kind", "material_id", "video_id", "session_id", "is_free_preview", "created_at", "updated_at")
SELECT c."course_id", s."id", c."position", coalesce(m."title", v."title", t."title"), c."kind", c."material_id", c."video_id", c."session_id", false, now(), now()
FROM "course_contents" c
JOIN "course_sections" s ON s."course_id" = c."course_id" AND s."title" = 'Course contents'
LEFT JOIN "training_materials" m ON m."id" = c."material_id"
LEFT JOIN "trainer_videos" v ON v."id" = c."video_id"
LEFT JOIN "training_sessions" t ON t."id" = c."session_id"
WHERE coalesce(m."title", v."title", t."title") IS NOT NULL;--> statement-breakpoint
-- A published course without a lesson goes back to draft (issue 27: an empty course must not sell);
-- its buyers keep what they bought.
UPDATE "courses" SET "is_published" = false, "updated_at" = now()
WHERE "is_published" AND NOT EXISTS (SELECT 1 FROM "course_lessons" l WHERE l."course_id" = "courses"."id");
-- custom: end part A
--> statement-breakpoint
-- Issue 27 item 1 (part G): the flat contents are retired once copied into the curriculum above.
DROP TABLE "course_contents";