import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../db/timestamps';

/**
 * The version stamp of each kind of cached data (lib/data-cache.ts, issue 30 item 2): `name` (e.g.
 * `exam-forms`) and a number that every change of that data raises, in the writer's transaction.
 * Every instance compares its cached copies with it, so a change made on one is seen by all.
 */
export const dataVersions = pgTable('data_versions', {
  name: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(1),
  ...timestamps,
});
