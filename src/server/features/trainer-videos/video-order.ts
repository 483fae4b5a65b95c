import { msg } from '../../../shared/i18n/msg';
import { paths } from '../../../shared/paths';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { quoteSale, recordSale, type SaleItem } from '../marketplace/service';
import type { OrderKindHandler } from '../payments/service';
import { type IncludedVideoAccess, NO_INCLUDED_VIDEOS, type VideoRow } from './to-videos';
import { findVideoRow } from './video-lists';

/** A video row as a sale names it. */
function saleItemOf(row: VideoRow): SaleItem {
  return { kind: 'video', id: row.id, title: row.title, trainerId: row.trainerId, priceCents: row.priceCents };
}

/** 409 when `buyerId` has video `row` with a course they bought (`included`): nothing to pay for. */
async function assertNotIncluded(
  tx: Database,
  included: IncludedVideoAccess,
  buyerId: string,
  row: VideoRow,
): Promise<void> {
  if ((await included(tx, buyerId, [row.id])).has(row.id)) {
    throw new AppError('video_included', {
      status: 409,
      message: msg('You already have this video with a course you bought: open it to watch.'),
    });
  }
}

/**
 * Buying a paid video through an order, like a course (spec §2 "Trainer videos"; issue 26 item 2):
 * a marketplace purchase of kind `video` (the trainer earns 80%, a referral code's owner 10%, the
 * buyer pays 5% less with a code). `included` (the app gives `videosInBoughtCourses`) says which
 * paid videos a buyer has with a course they bought.
 *
 * The quote locks the video's row FOR SHARE (an edit of its price waits) and refuses, writing
 * nothing: 404 `video_not_found`; 409 `video_not_approved` (a paid video waiting for review or
 * rejected is not sold, decision 017), `video_free` ('This video is free: open it to watch.'),
 * `video_included` (the buyer has it with a course); 403 `own_item` ('You cannot buy your own
 * video.'); 409 `already_purchased` or `price_changed`; 400 `unknown_referral_code` or
 * `own_referral_code`.
 *
 * Once paid, the purchase and its ledger entries are written at the order's price. When the buyer
 * got the video with a course meanwhile (409 `video_included`) or bought it in another order (409
 * `already_purchased`), the order fails and the core refunds its payment.
 */
export function createVideoOrderKind(included: IncludedVideoAccess = NO_INCLUDED_VIDEOS): OrderKindHandler {
  return {
    async quote(tx, { buyer, itemId, referralCode, expectedPriceCents }) {
      const row = await findVideoRow(tx, itemId, 'share');
      if (row.status !== 'published') {
        throw new AppError('video_not_approved', {
          status: 409,
          message: msg(
            'This video is not on sale yet: an admin reviews paid videos before they are sold. Choose another video.',
          ),
        });
      }
      if (row.priceCents === 0) {
        throw new AppError('video_free', { status: 409, message: msg('This video is free: open it to watch.') });
      }
      await assertNotIncluded(tx, included, buyer.id, row);
      const item = saleItemOf(row);
      const { split, referralCode: code } = await quoteSale(tx, { item, buyer, referralCode, expectedPriceCents });
      return {
        itemTitle: item.title,
        description: `Video: ${item.title}`,
        priceCents: split.priceCents,
        discountCents: split.discountCents,
        amountCents: split.paidCents,
        referralCode: code,
        returnPath: paths.trainerVideos.path,
      };
    },
    async fulfil(tx, order) {
      const row = await findVideoRow(tx, order.itemId, 'share');
      await assertNotIncluded(tx, included, order.buyerId, row);
      await recordSale(
        tx,
        {
          item: { ...saleItemOf(row), title: order.itemTitle, priceCents: order.priceCents },
          buyer: { id: order.buyerId },
          referralCode: order.referralCode,
          orderId: order.id,
        },
        order.paidAt,
      );
    },
  };
}
