import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { GlossaryEntry, GlossaryTerm } from '../../../shared/glossary/schemas';
import { msg } from '../../../shared/i18n/msg';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { glossaryTerms } from './tables';

/**
 * The glossary's rules (issue 29 item 3): every term and alias names one entry only (whatever the
 * case); editors (admins and instructors) add, change and delete entries; deleting retires.
 */

type Row = typeof glossaryTerms.$inferSelect;

function toTerm(row: Row): GlossaryTerm {
  return {
    id: row.id,
    term: row.term,
    aliases: row.aliases,
    definition: row.definition,
    source: row.source,
    translations: row.translations,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every term in force, alphabetical (case-insensitive). */
export async function listGlossary(db: Database): Promise<GlossaryTerm[]> {
  const rows = await db
    .select()
    .from(glossaryTerms)
    .where(isNull(glossaryTerms.retiredAt))
    .orderBy(asc(sql`lower(${glossaryTerms.term})`));
  return rows.map(toTerm);
}

/**
 * Refuses `entry` with 409 `glossary_term_taken` when its term or an alias is already the term or
 * an alias of another entry in force (`exceptId`: the entry being changed).
 */
async function assertNamesFree(db: Database, entry: GlossaryEntry, exceptId: string | null): Promise<void> {
  const names = [entry.term, ...entry.aliases].map((name) => name.toLowerCase());
  if (new Set(names).size !== names.length) {
    throw new AppError('glossary_term_taken', {
      status: 409,
      message: msg('The term and its aliases must all be different.'),
    });
  }
  const others = await db
    .select({ term: glossaryTerms.term, aliases: glossaryTerms.aliases })
    .from(glossaryTerms)
    .where(and(isNull(glossaryTerms.retiredAt), exceptId ? ne(glossaryTerms.id, exceptId) : undefined));
  for (const other of others) {
    const taken = [other.term, ...other.aliases].find((name) => names.includes(name.toLowerCase()));
    if (taken) {
      throw new AppError('glossary_term_taken', {
        status: 409,
        message: msg('“{{name}}” is already in the glossary, under “{{term}}”. Edit that entry instead.', {
          name: taken,
          term: other.term,
        }),
      });
    }
  }
}

/**
 * Adds `entry` (written by `userId`, an admin or instructor) and returns it. A retired entry of the
 * same term is brought back with the new text. 409 `glossary_term_taken` when a name is in use.
 */
export async function createGlossaryTerm(db: Database, userId: string, entry: GlossaryEntry): Promise<GlossaryTerm> {
  return db.transaction(async (tx) => {
    await assertNamesFree(tx, entry, null);
    const [retired] = await tx
      .select({ id: glossaryTerms.id })
      .from(glossaryTerms)
      .where(sql`lower(${glossaryTerms.term}) = lower(${entry.term})`);
    const [row] = retired
      ? await tx
          .update(glossaryTerms)
          .set({ ...entry, updatedBy: userId, retiredAt: null })
          .where(eq(glossaryTerms.id, retired.id))
          .returning()
      : await tx
          .insert(glossaryTerms)
          .values({ ...entry, updatedBy: userId })
          .returning();
    if (!row) throw new Error('the glossary term was not written');
    return toTerm(row);
  });
}

/** Replaces term `termId` with `entry`. 404 `glossary_term_not_found`, 409 `glossary_term_taken`. */
export async function updateGlossaryTerm(
  db: Database,
  userId: string,
  termId: string,
  entry: GlossaryEntry,
): Promise<GlossaryTerm> {
  return db.transaction(async (tx) => {
    await assertNamesFree(tx, entry, termId);
    const [row] = await tx
      .update(glossaryTerms)
      .set({ ...entry, updatedBy: userId })
      .where(and(eq(glossaryTerms.id, termId), isNull(glossaryTerms.retiredAt)))
      .returning();
    if (!row) throw notFound();
    return toTerm(row);
  });
}

/** Retires term `termId` (it leaves the glossary; the next start does not bring it back). 404 `glossary_term_not_found`. */
export async function deleteGlossaryTerm(db: Database, userId: string, termId: string): Promise<void> {
  const [row] = await db
    .update(glossaryTerms)
    .set({ retiredAt: new Date(), updatedBy: userId })
    .where(and(eq(glossaryTerms.id, termId), isNull(glossaryTerms.retiredAt)))
    .returning({ id: glossaryTerms.id });
  if (!row) throw notFound();
}

function notFound(): AppError {
  return new AppError('glossary_term_not_found', {
    status: 404,
    message: msg('This term is not in the glossary. Reload the glossary and try again.'),
  });
}

/**
 * Adds the content files' entries whose term is not in the table yet (at every start, like the
 * question bank); entries already there, edited or retired, are left as they are. Returns how many were added.
 */
export async function syncGlossaryContent(db: Database, entries: readonly GlossaryEntry[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < entries.length; start += 200) {
    const rows = await db
      .insert(glossaryTerms)
      .values(entries.slice(start, start + 200).map((entry) => ({ ...entry })))
      .onConflictDoNothing()
      .returning({ id: glossaryTerms.id });
    added += rows.length;
  }
  return added;
}
