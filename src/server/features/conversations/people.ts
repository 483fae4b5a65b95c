import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../auth/tables';

/** How a conversation names a person: first name (a support signature), full name and email. */
export interface Person {
  firstName: string;
  name: string;
  email: string;
}

/**
 * The people `ids` (students and the admins who answered them), by id; ids that name no account
 * are absent. No account service answers first name and email by id, so this reads the users
 * table (by primary key).
 */
export async function findPeople(db: Database, ids: readonly string[]): Promise<Map<string, Person>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(
    rows.map((row) => [
      row.id,
      { firstName: row.firstName, name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
    ]),
  );
}
