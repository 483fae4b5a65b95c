import { eq } from 'drizzle-orm';
import { msg } from '../../../shared/i18n/msg';
import { coursePath } from '../../../shared/paths';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/query-text';
import type { OrderKindHandler } from '../payments/service';
import { courseNotFound } from './courses';
import { quoteSale, recordSale, type SaleItem } from './purchases';
import { courses } from './tables';

/** Course `courseId` as a sale names it, its row held FOR SHARE (an unpublish or a price change waits), or 404. */
async function lockedCourse(tx: Database, courseId: string): Promise<{ item: SaleItem; isPublished: boolean }> {
  if (!isUuid(courseId)) throw courseNotFound();
  const [course] = await tx.select().from(courses).where(eq(courses.id, courseId)).for('share');
  if (!course) throw courseNotFound();
  return {
    item: {
      kind: 'course',
      id: course.id,
      title: course.title,
      trainerId: course.trainerId,
      priceCents: course.priceCents,
    },
    isPublished: course.isPublished,
  };
}

/**
 * Buying a course through an order (spec §4 "Purchase", §6, §9; issue 26): the quote refuses what
 * purchaseCourse refused (404 `course_not_found` for an unpublished course not one's own, 403
 * `own_course`, 409 `already_purchased`, `price_changed`, 400 a refused referral code) and prices
 * it (5% off with a code); once paid, the purchase and its ledger entries are written at the
 * order's price, whatever the course costs by then.
 */
export const courseOrderKind: OrderKindHandler = {
  async quote(tx, { buyer, itemId, referralCode, expectedPriceCents }) {
    const { item, isPublished } = await lockedCourse(tx, itemId);
    if (item.trainerId === buyer.id) {
      throw new AppError('own_course', {
        status: 403,
        message: msg('You cannot buy your own course.'),
      });
    }
    if (!isPublished) throw courseNotFound();
    const { split, referralCode: code } = await quoteSale(tx, { item, buyer, referralCode, expectedPriceCents });
    return {
      itemTitle: item.title,
      description: `Course: ${item.title}`,
      priceCents: split.priceCents,
      discountCents: split.discountCents,
      amountCents: split.paidCents,
      referralCode: code,
      returnPath: coursePath(item.id),
    };
  },
  async fulfil(tx, order) {
    const { item } = await lockedCourse(tx, order.itemId);
    await recordSale(
      tx,
      {
        item: { ...item, title: order.itemTitle, priceCents: order.priceCents },
        buyer: { id: order.buyerId },
        referralCode: order.referralCode,
        orderId: order.id,
      },
      order.paidAt,
    );
  },
};
