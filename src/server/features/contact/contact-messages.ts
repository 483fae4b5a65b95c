import type { ContactMessageBody } from '../../../shared/contact/messages';
import type { Database } from '../../db/client';
import { contactMessages } from './tables';

/**
 * Stores a contact message (spec §2 "Contact"), unread, received now (the database's time); the
 * text is kept as typed and shown only as text. The admins read it in their inbox (inbox.ts).
 */
export async function saveContactMessage(db: Database, body: ContactMessageBody, ipAddress: string): Promise<void> {
  await db.insert(contactMessages).values({ ...body, ipAddress });
}
