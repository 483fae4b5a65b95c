import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, sessions, verifications } from './tables';

/**
 * Ends every way `userId` could act (issue 12, deleting a user): their sessions (every device is
 * signed out; the next guarded request answers 401), their credentials (the password hash, so
 * sign-in fails) and any password reset link still open (better-auth's reset would otherwise make
 * a new credential for the account). Run it in the deletion's transaction.
 */
export async function revokeAccess(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(accounts).where(eq(accounts.userId, userId));
  await db
    .delete(verifications)
    .where(and(eq(verifications.value, userId), like(verifications.identifier, 'reset-password:%')));
}
