import { desc } from 'drizzle-orm';
import type { ContactMessage, ContactMessageBody } from '../../../shared/contact';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

/** Stores a contact message (spec §2 "Contact"); the text is kept as typed and shown only as text. */
export async function saveContactMessage(db: Database, body: ContactMessageBody, ipAddress: string): Promise<void> {
  await db.insert(contactMessages).values({ ...body, ipAddress });
}

/** Every contact message, newest first. */
export async function listContactMessages(db: Database): Promise<ContactMessage[]> {
  const rows = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
    replies: [],
  }));
}
