import type { ContactMessageBody } from '../../../shared/contact/messages';
import type { LanguageCode } from '../../../shared/i18n/languages';
import type { Database } from '../../db/client';
import { openContactConversation } from '../conversations/service';
import { contactMessages } from './tables';

/**
 * Stores a contact message (spec §2 "Contact") received at `at`, with the sender's address and language (issue 29), and
 * puts it in the one support queue (issue 23): a conversation with the same id, the student's when
 * she sent it signed in (`senderId`) with her account's email, else a visitor's answered by email.
 * One transaction. The text is kept as typed and shown only as text.
 */
export async function saveContactMessage(
  db: Database,
  body: ContactMessageBody,
  ipAddress: string,
  at: Date,
  senderId: string | null,
  language: LanguageCode,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...body, ipAddress, createdAt: at, updatedAt: at })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('the contact message was not stored');
    await openContactConversation(tx, { id: row.id, ...body, language }, at, senderId);
  });
}
