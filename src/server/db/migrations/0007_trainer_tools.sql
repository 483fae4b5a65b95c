CREATE TABLE "course_contents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"material_id" uuid,
	"video_id" uuid,
	"session_id" uuid,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_contents_one_item" CHECK (("course_contents"."kind" = 'material' and "course_contents"."material_id" is not null and "course_contents"."video_id" is null and "course_contents"."session_id" is null)
        or ("course_contents"."kind" = 'video' and "course_contents"."video_id" is not null and "course_contents"."material_id" is null and "course_contents"."session_id" is null)
        or ("course_contents"."kind" = 'session' and "course_contents"."session_id" is not null and "course_contents"."material_id" is null and "course_contents"."video_id" is null))
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"purpose" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"extension" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_size" CHECK ("stored_files"."size_bytes" > 0 and "stored_files"."size_bytes" = octet_length("stored_files"."data"))
);
--> statement-breakpoint
CREATE TABLE "training_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trainer_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"content" text,
	"material_type" text DEFAULT 'document' NOT NULL,
	"file_url" text,
	"file_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"approved_at" timestamp with time zone,
	"admin_comments" text,
	"reviewed_by_id" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trainer_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"max_students" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_sessions_price" CHECK ("training_sessions"."price_cents" >= 0),
	CONSTRAINT "training_sessions_seats" CHECK ("training_sessions"."max_students" > 0)
);
--> statement-breakpoint
CREATE TABLE "trainer_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trainer_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'nclex-rn' NOT NULL,
	"video_url" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainer_videos_price" CHECK ("trainer_videos"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "video_views" (
	"video_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_views_video_id_user_id_day_pk" PRIMARY KEY("video_id","user_id","day")
);
--> statement-breakpoint
DROP INDEX "purchases_one_completed_per_buyer";--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "course_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "item_kind" text DEFAULT 'course' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "item_id" uuid;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "item_title" text;--> statement-breakpoint
UPDATE "purchases" SET "item_id" = "course_id", "item_title" = (SELECT "title" FROM "courses" WHERE "courses"."id" = "purchases"."course_id");--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "item_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "item_title" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "course_contents" ADD CONSTRAINT "course_contents_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_contents" ADD CONSTRAINT "course_contents_material_id_training_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."training_materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_contents" ADD CONSTRAINT "course_contents_video_id_trainer_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."trainer_videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_contents" ADD CONSTRAINT "course_contents_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_materials" ADD CONSTRAINT "training_materials_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_materials" ADD CONSTRAINT "training_materials_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_materials" ADD CONSTRAINT "training_materials_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_videos" ADD CONSTRAINT "trainer_videos_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_views" ADD CONSTRAINT "video_views_video_id_trainer_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."trainer_videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_views" ADD CONSTRAINT "video_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_contents_course_idx" ON "course_contents" USING btree ("course_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "course_contents_one_each" ON "course_contents" USING btree ("course_id","kind",coalesce("material_id", "video_id", "session_id"));--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "training_materials_trainer_idx" ON "training_materials" USING btree ("trainer_id","created_at");--> statement-breakpoint
CREATE INDEX "training_materials_status_idx" ON "training_materials" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "training_sessions_trainer_idx" ON "training_sessions" USING btree ("trainer_id","starts_at");--> statement-breakpoint
CREATE INDEX "training_sessions_starts_idx" ON "training_sessions" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "trainer_videos_trainer_idx" ON "trainer_videos" USING btree ("trainer_id","created_at");--> statement-breakpoint
CREATE INDEX "trainer_videos_status_idx" ON "trainer_videos" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "purchases_item_idx" ON "purchases" USING btree ("item_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_one_completed_per_buyer" ON "purchases" USING btree ("item_id","user_id") WHERE "purchases"."status" = 'completed';--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_course_item" CHECK (("purchases"."item_kind" = 'course' and "purchases"."course_id" = "purchases"."item_id") or ("purchases"."item_kind" in ('session', 'video') and "purchases"."course_id" is null));