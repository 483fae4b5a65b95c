-- Issue 23, one support queue: every contact-form message becomes a conversation in the queue, with
-- the contact message's id. The old messages carry no sender's id (anyone could type any email), so
-- each is a visitor's conversation (name and email from the message), answered by email; never
-- joined to an account with the same email. The replies already emailed become support's messages
-- (read: the recipient had them by email). Waiting while nobody has answered.
INSERT INTO "support_conversations"
  ("id", "student_id", "visitor_name", "visitor_email", "source", "subject", "last_message_at", "waiting_for_reply", "created_at", "updated_at")
SELECT m."id",
       NULL,
       m."name",
       m."email",
       'contact',
       m."subject",
       greatest(m."created_at", coalesce((SELECT max(r."created_at") FROM "contact_replies" r WHERE r."message_id" = m."id"), m."created_at")),
       NOT EXISTS (SELECT 1 FROM "contact_replies" r WHERE r."message_id" = m."id"),
       m."created_at",
       m."updated_at"
FROM "contact_messages" m;
--> statement-breakpoint
INSERT INTO "support_messages" ("conversation_id", "author_id", "from_support", "body", "read_at", "created_at")
SELECT m."id", NULL, false, m."message", NULL, m."created_at"
FROM "contact_messages" m;
--> statement-breakpoint
INSERT INTO "support_messages" ("conversation_id", "author_id", "from_support", "body", "read_at", "created_at")
SELECT r."message_id", r."admin_id", true, r."message", r."created_at", r."created_at"
FROM "contact_replies" r;
