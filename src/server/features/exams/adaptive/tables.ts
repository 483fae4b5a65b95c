import { doublePrecision, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  AdaptiveItemRecord,
  AdaptiveOutcome,
  AdaptiveRule,
  CatExamId,
  TrajectoryPoint,
} from '../../../../shared/exams/cat/adaptive-schemas';
import { timestamps } from '../../../db/timestamps';
import { examAttempts } from '../tables';

/**
 * The state of an adaptive attempt (docs/nclex.md §5), beside its `exam_attempts` row: which exam
 * (RN or PN, with its passing standard), the seed that replays its random choices, where its case
 * studies and pretest items fall, the ability estimate after each committed answer, and the
 * decision. The server owns it: each next item is chosen after the answer before it is committed.
 */
export const adaptiveAttempts = pgTable('adaptive_attempts', {
  attemptId: uuid()
    .primaryKey()
    .references(() => examAttempts.id, { onDelete: 'cascade' }),
  exam: text().$type<CatExamId>().notNull(),
  /** Logits (NCSBN: RN 0.00, PN -0.18). */
  passingStandard: doublePrecision().notNull(),
  seed: integer().notNull(),
  /** Fewest items before a pass or fail by confidence, pretest included (NCSBN: 85; shorter for tests, ADAPTIVE_TEST_ITEMS). */
  minItems: integer().notNull(),
  /** Most items (NCSBN: 150). */
  maxItems: integer().notNull(),
  /** Item numbers (1-based) where each case study starts. */
  caseStudyStarts: jsonb().$type<number[]>().notNull(),
  /** Item numbers (1-based) of the unscored pretest items. */
  pretestNumbers: jsonb().$type<number[]>().notNull(),
  /** Per committed item: its difficulty as used, points, and whether it was scored. */
  items: jsonb().$type<AdaptiveItemRecord[]>().notNull().default([]),
  /** The estimate after each committed answer (the current estimate is the last; see currentEstimate). */
  trajectory: jsonb().$type<TrajectoryPoint[]>().notNull().default([]),
  outcome: text().$type<AdaptiveOutcome>(),
  decidedBy: text().$type<AdaptiveRule>(),
  decidedAt: timestamp({ withTimezone: true }),
  ...timestamps,
});
