import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ClientNeed, Difficulty, Subject } from '../../../../shared/exams/question-bank';
import type { ItemGroupContent } from '../../../../shared/items/item-group';
import type { ItemType, QuestionContent } from '../../../../shared/items/registry';
import { timestamps } from '../../../db/timestamps';
import { users } from '../../account/tables';

/** Where a question came from: the authored content files, a command-line import, or the browser's item bank (issue 28). */
export type QuestionOrigin = 'content' | 'import' | 'authored';

/** Which bank an item is in: the shared bank every form draws from, or its owner's private bank (issue 28 item 3). */
export type QuestionBank = 'shared' | 'private';

/**
 * Item groups of the bank (docs/architecture.md §6): a case study's scenario and chart as authored
 * (`content`), its items being the `questions` rows that name it, in `group_position` order. How a
 * group is drawn and asked as a unit: `ItemGroupContent` in `src/shared/items/item-group.ts`.
 * Retired, not deleted, like questions.
 */
export const itemGroups = pgTable('item_groups', {
  id: text().primaryKey(),
  kind: text().$type<ItemGroupContent['kind']>().notNull(),
  title: text().notNull(),
  content: jsonb().$type<ItemGroupContent>().notNull(),
  origin: text().$type<QuestionOrigin>().notNull().default('content'),
  sourceFile: text().notNull(),
  retiredAt: timestamp({ withTimezone: true }),
  /** `shared`: drawn by every form; `private`: only by its owner's custom tests (issue 28 item 3). */
  bank: text().$type<QuestionBank>().notNull().default('shared'),
  /** The instructor whose private item this is (null for the shared bank's content and imports). */
  ownerId: text().references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

/**
 * The question bank (spec §3 "Question"), items of every type (docs/architecture.md §6). `content`
 * is the authored item, key and rationale included, valid by the content schema of its type; the
 * columns beside it repeat what forms filter on. Loaded from `content/questions/*.json` at start; a
 * question removed from the content is retired, not deleted.
 */
export const questions = pgTable(
  'questions',
  {
    id: text().primaryKey(),
    itemType: text().$type<ItemType>().notNull(),
    subject: text().$type<Subject>().notNull(),
    topic: text().notNull(),
    difficulty: text().$type<Difficulty>().notNull(),
    clientNeeds: text().$type<ClientNeed>().notNull(),
    content: jsonb().$type<QuestionContent>().notNull(),
    /**
     * `content`: authored under `content/questions/`, made to match the files at every start;
     * `import`: added by `npm run content:import`, kept until removed from the database.
     */
    origin: text().$type<QuestionOrigin>().notNull().default('content'),
    /** The content file (relative to the project root) or the imported file's name the question came from. */
    sourceFile: text().notNull(),
    retiredAt: timestamp({ withTimezone: true }),
    /** `shared`: drawn by every form; `private`: only by its owner's custom tests (issue 28 item 3). */
    bank: text().$type<QuestionBank>().notNull().default('shared'),
    /** The instructor whose private item this is (null for the shared bank's content and imports). */
    ownerId: text().references(() => users.id, { onDelete: 'set null' }),
    /** The item group (case study) the item belongs to, asked only with it; null for a stand-alone item. */
    groupId: text().references(() => itemGroups.id),
    /** Zero-based place of the item in its group; set exactly when `groupId` is. */
    groupPosition: integer(),
    ...timestamps,
  },
  (table) => [
    index('questions_draw_idx').on(table.subject, table.clientNeeds),
    uniqueIndex('questions_group_position_unique').on(table.groupId, table.groupPosition),
    check('questions_group_position_with_group', sql`(${table.groupId} is null) = (${table.groupPosition} is null)`),
  ],
);

export type QuestionRow = typeof questions.$inferSelect;
