import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { serverSecrets } from './tables';

/**
 * The key that signs session cookies: `configured` (AUTH_SECRET) when set; otherwise a random key
 * made once and kept in the database, so restarts and other instances keep sessions valid.
 */
export async function loadAuthSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSecrets)
    .values({ name: 'auth', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'auth'));
  if (!row) throw new Error('the auth secret could not be stored');
  return row.value;
}
