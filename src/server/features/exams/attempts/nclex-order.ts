import { and, asc, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import { msg } from '../../../../shared/i18n/msg';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { attemptItems } from '../tables';

/**
 * NCLEX-like mode's order (docs/nclex.md §4: one item per screen, an answer required to go on, no
 * going back): the item at `position` takes an answer only when every item before it has one and
 * no item after it has one. Error: 400 nclex_order, naming the question to answer or saying that
 * this one can no longer change.
 */
export async function requireNclexOrder(db: Database, attemptId: string, position: number): Promise<void> {
  const [unanswered] = await db
    .select({ position: attemptItems.position })
    .from(attemptItems)
    .where(
      and(eq(attemptItems.attemptId, attemptId), lt(attemptItems.position, position), isNull(attemptItems.response)),
    )
    .orderBy(asc(attemptItems.position))
    .limit(1);
  if (unanswered) {
    throw new AppError('nclex_order', {
      status: 400,
      message: msg('Answer question {{position}} first: in NCLEX-like mode questions are answered in order.', {
        position: unanswered.position + 1,
      }),
    });
  }
  const [later] = await db
    .select({ position: attemptItems.position })
    .from(attemptItems)
    .where(
      and(eq(attemptItems.attemptId, attemptId), gt(attemptItems.position, position), isNotNull(attemptItems.response)),
    )
    .limit(1);
  if (later) {
    throw new AppError('nclex_order', {
      status: 400,
      message: msg('This question can no longer change: in NCLEX-like mode there is no going back, as on the NCLEX.'),
    });
  }
}
