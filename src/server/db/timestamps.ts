import { timestamp } from 'drizzle-orm/pg-core';

/** `created_at` and `updated_at` for every table (docs/architecture.md §5); `updated_at` moves on every update through Drizzle. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
