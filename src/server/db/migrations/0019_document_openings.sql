CREATE TABLE "document_openings" (
	"document_id" uuid NOT NULL,
	"admin_id" text NOT NULL,
	"file_id" uuid NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "document_openings_document_id_admin_id_pk" PRIMARY KEY("document_id","admin_id")
);
--> statement-breakpoint
ALTER TABLE "document_openings" ADD CONSTRAINT "document_openings_document_id_student_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."student_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_openings" ADD CONSTRAINT "document_openings_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_openings" ADD CONSTRAINT "document_openings_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;