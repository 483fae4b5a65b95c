import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { attemptItems, examAttempts } from '../tables';

function build(db: Database, visitor: boolean) {
  return db
    .update(attemptItems)
    .set({
      response: sql`${sql.placeholder('response')}::jsonb`,
      updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
    })
    .from(examAttempts)
    .where(
      and(
        eq(attemptItems.attemptId, sql.placeholder('attemptId')),
        eq(attemptItems.position, sql.placeholder('position')),
        eq(examAttempts.id, attemptItems.attemptId),
        eq(examAttempts.status, 'in_progress'),
        gt(examAttempts.deadlineAt, sql`${sql.placeholder('acceptUntil')}::timestamptz`),
        visitor ? isNull(examAttempts.userId) : eq(examAttempts.userId, sql.placeholder('viewer')),
        isNull(attemptItems.checkedAt),
      ),
    )
    .returning({
      position: attemptItems.position,
      response: attemptItems.response,
      flagged: attemptItems.flagged,
      secondsSpent: attemptItems.secondsSpent,
    })
    .prepare(visitor ? 'save_response_visitor' : 'save_response_user');
}

type Statement = ReturnType<typeof build>;
const statements = new WeakMap<Database, { user: Statement; visitor: Statement }>();

/**
 * The prepared statement that saves a response, the hottest query of the product (every answer
 * a candidate chooses): the same conditions as updateAttemptItem's general update, parsed and
 * planned once per connection. Execute with { attemptId, position, response (JSON text), now and
 * acceptUntil (ISO 8601; the deadline must be later), viewer (user statement only) }.
 */
export function saveResponseStatement(db: Database, visitor: boolean): Statement {
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = { user: build(db, false), visitor: build(db, true) };
    statements.set(db, prepared);
  }
  return visitor ? prepared.visitor : prepared.user;
}
