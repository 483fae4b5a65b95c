import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boardMessages } from './tables';

/** The name a deleted account's board messages show. */
const DELETED_AUTHOR_NAME = 'Deleted user';

/**
 * Anonymises the board messages and replies of a deleted account (issue 12): the name becomes
 * "Deleted user", the email and the role's badge are removed; the messages stay. Run it in the deletion's transaction.
 */
export async function anonymiseBoardAuthor(db: Database, userId: string): Promise<void> {
  await db
    .update(boardMessages)
    .set({ authorName: DELETED_AUTHOR_NAME, authorEmail: null, authorBadge: null })
    .where(eq(boardMessages.authorId, userId));
}
