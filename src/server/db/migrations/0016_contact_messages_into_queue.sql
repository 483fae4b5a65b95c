-- Issue 23, one support queue: every contact-form message becomes a conversation in the queue, with
-- the contact message's id. A sender whose email is an active account's joins her conversations;
-- any other is a visitor's conversation, answered by email. The replies already emailed become
-- support's messages (read: the recipient had them by email). Waiting while nobody has answered.
INSERT INTO "support_conversations"
  ("id", "student_id", "visitor_name", "visitor_email", "source", "subject", "last_message_at", "waiting_for_reply", "created_at", "updated_at")
SELECT m."id",
       u."id",
       CASE WHEN u."id" IS NULL THEN m."name" END,
       CASE WHEN u."id" IS NULL THEN m."email" END,
       'contact',
       m."subject",
       greatest(m."created_at", coalesce((SELECT max(r."created_at") FROM "contact_replies" r WHERE r."message_id" = m."id"), m."created_at")),
       NOT EXISTS (SELECT 1 FROM "contact_replies" r WHERE r."message_id" = m."id"),
       m."created_at",
       m."updated_at"
FROM "contact_messages" m
LEFT JOIN "users" u ON lower(u."email") = lower(m."email") AND u."deleted_at" IS NULL;
--> statement-breakpoint
INSERT INTO "support_messages" ("conversation_id", "author_id", "from_support", "body", "read_at", "created_at")
SELECT c."id", c."student_id", false, m."message", NULL, m."created_at"
FROM "contact_messages" m JOIN "support_conversations" c ON c."id" = m."id";
--> statement-breakpoint
INSERT INTO "support_messages" ("conversation_id", "author_id", "from_support", "body", "read_at", "created_at")
SELECT r."message_id", r."admin_id", true, r."message", r."created_at", r."created_at"
FROM "contact_replies" r;
