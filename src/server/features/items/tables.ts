import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Subject } from '../../../shared/exams/question-bank';
import type { CheckedContent } from '../../../shared/item-bank/check-content';
import type { ItemStatus, VersionStatus } from '../../../shared/item-bank/review-workflow';
import type { ImportProblem, ItemFormat } from '../../../shared/item-bank/schemas';
import { timestamps } from '../../db/timestamps';
import { users } from '../account/tables';

/**
 * What an authored unit holds: one item, or a case study with its six items (the case-study file's
 * shape, `src/shared/items/item-group.ts`). Ids inside are the authored item's own.
 */
export type AuthoredContent = CheckedContent;

/**
 * Items written in the browser or imported there (issue 28): one row per unit, its working
 * version's status repeated here for lists. Its id is the id the unit takes in the bank
 * (`questions.id`, or `item_groups.id` for a case study) once activated. `bank` `private`: the
 * owner's and her classes'; `shared`: adopted into the shared bank by an admin.
 */
export const authoredItems = pgTable(
  'authored_items',
  {
    id: text().primaryKey(),
    kind: text().$type<AuthoredContent['kind']>().notNull(),
    ownerId: text().references(() => users.id, { onDelete: 'set null' }),
    bank: text().$type<'private' | 'shared'>().notNull().default('private'),
    status: text().$type<ItemStatus>().notNull().default('draft'),
    /** The working (latest) version's number, from 1. */
    version: integer().notNull().default(1),
    /** The version live in the bank (`questions`), null until one is activated. */
    activeVersion: integer(),
    title: text().notNull(),
    itemType: text(),
    subject: text().$type<Subject>().notNull(),
    retiredAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('authored_items_owner_idx').on(table.ownerId), index('authored_items_status_idx').on(table.status)],
);

/** Every version of an authored unit, kept for history: its content, who wrote it and who approved it. */
export const authoredItemVersions = pgTable(
  'authored_item_versions',
  {
    itemId: text()
      .notNull()
      .references(() => authoredItems.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    status: text().$type<VersionStatus>().notNull().default('draft'),
    content: jsonb().$type<AuthoredContent>().notNull(),
    authorId: text().references(() => users.id, { onDelete: 'set null' }),
    approvedById: text().references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp({ withTimezone: true }),
    approvedAt: timestamp({ withTimezone: true }),
    activatedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.itemId, table.version] })],
);

/**
 * An item's history: creation, edits, every transition and adoption, with the reviewer's comments
 * and checklist (issue 28 item 2). Transitions are also written to the audit log.
 */
export const itemEvents = pgTable(
  'item_events',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    itemId: text()
      .notNull()
      .references(() => authoredItems.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    actorId: text().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    comments: text(),
    checklist: jsonb().$type<Record<string, boolean>>(),
    ...timestamps,
  },
  (table) => [index('item_events_item_idx').on(table.itemId, table.createdAt)],
);

/**
 * A file read in the browser and waiting for its report to be accepted (issue 28 item 4): the
 * units it would add and the problems it reported. Accepting adds the units as drafts in the
 * owner's bank; nothing is added before.
 */
export const itemImports = pgTable(
  'item_imports',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    ownerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    format: text().$type<ItemFormat | 'json' | 'csv'>().notNull(),
    units: jsonb().$type<{ label: string; content: AuthoredContent }[]>().notNull(),
    problems: jsonb().$type<ImportProblem[]>().notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('item_imports_owner_idx').on(table.ownerId)],
);
