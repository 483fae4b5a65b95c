import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GlossaryEntry } from '../../../shared/glossary/schemas';
import { timestamps } from '../../db/timestamps';
import { users } from '../account/tables';

/**
 * The medical-English glossary (issue 29 item 3): one row per term, unique whatever its case. Rows
 * come from `content/glossary/*.json` at start (a term not yet in the table is added; one already
 * there is left as the editors made it) and from the glossary editor (admins and instructors). A
 * deleted term is retired, not removed, so the next start does not bring it back.
 */
export const glossaryTerms = pgTable(
  'glossary_terms',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    term: text().notNull(),
    aliases: jsonb().$type<string[]>().notNull().default([]),
    definition: text().notNull(),
    source: text().notNull(),
    translations: jsonb().$type<GlossaryEntry['translations']>().notNull(),
    /** Who last changed it in the editor; null while it is the content file's version. */
    updatedBy: text().references(() => users.id, { onDelete: 'set null' }),
    /** When an editor deleted it; retired terms are not shown. */
    retiredAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [uniqueIndex('glossary_terms_term_key').on(sql`lower(${table.term})`)],
);
