import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ClientNeed, Difficulty, Subject } from '../../../../shared/exams/question-bank';
import type { ItemType, QuestionContent } from '../../../../shared/items/registry';
import { timestamps } from '../../../db/timestamps';

/** Where a question came from: the authored content files, or an import. */
export type QuestionOrigin = 'content' | 'import';

/**
 * The question bank (spec §3 "Question"), items of every type (DESIGN §6). `content` is the
 * authored item, key and rationale included, valid by the content schema of its type; the columns
 * beside it repeat what forms filter on. Loaded from `content/questions/*.json` at start; a question
 * removed from the content is retired, not deleted.
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
    ...timestamps,
  },
  (table) => [index('questions_draw_idx').on(table.subject, table.clientNeeds)],
);

export type QuestionRow = typeof questions.$inferSelect;
