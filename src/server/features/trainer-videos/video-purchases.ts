import type { AccountUser } from '../../../shared/account/user';
import type { PurchaseBody } from '../../../shared/marketplace/purchases';
import type { VideoReceipt } from '../../../shared/trainer-videos/videos';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { assertExpectedPrice, recordSale, type SaleItem } from '../marketplace/service';
import { type IncludedVideoAccess, NO_INCLUDED_VIDEOS, toVideos } from './to-videos';
import { findVideoRow } from './video-lists';
import { videoNotFound } from './videos';

/**
 * Buys paid video `videoId` for `buyer` at `now`, like a course (spec §2 "Trainer videos"): a
 * marketplace purchase of kind `video` (the trainer earns 80%, a referral code's owner 10%, the
 * buyer pays 5% less with a code), in one transaction that first locks the video's row (FOR SHARE:
 * an edit of its price waits until the purchase is done). Returns the video as the buyer now sees
 * it (purchased, with its URL) and the purchase.
 *
 * Errors, with nothing written: 404 `video_not_found`; 409 `video_not_approved` (a paid video waiting
 * for review or rejected is not sold, decision 017); 409 `video_free` ('This video is free: open
 * it to watch.') or `video_included` (the buyer has it with a course, `included`); 403 `own_item` ('You cannot buy your own video.'); 409 `already_purchased` or
 * `price_changed` (the price differs from `body.expectedPriceCents`); 400 `unknown_referral_code`
 * or `own_referral_code`.
 */
export async function purchaseVideo(
  db: Database,
  {
    videoId,
    buyer,
    body,
    included = NO_INCLUDED_VIDEOS,
  }: { videoId: string; buyer: AccountUser; body: PurchaseBody; included?: IncludedVideoAccess },
  now: Date,
): Promise<VideoReceipt> {
  const { row, purchase } = await db.transaction(async (tx) => {
    const row = await findVideoRow(tx, videoId, 'share');
    if (row.status !== 'published') {
      throw new AppError('video_not_approved', {
        status: 409,
        message:
          'This video is not on sale yet: an admin reviews paid videos before they are sold. Choose another video.',
      });
    }
    if (row.priceCents === 0) {
      throw new AppError('video_free', { status: 409, message: 'This video is free: open it to watch.' });
    }
    if ((await included(tx, buyer.id, [row.id])).has(row.id)) {
      throw new AppError('video_included', {
        status: 409,
        message: 'You already have this video with a course you bought: open it to watch.',
      });
    }
    const item: SaleItem = {
      kind: 'video',
      id: row.id,
      title: row.title,
      trainerId: row.trainerId,
      priceCents: row.priceCents,
    };
    if (row.trainerId !== buyer.id) assertExpectedPrice(item, body.expectedPriceCents);
    const purchase = await recordSale(tx, { item, buyer, referralCode: body.referralCode || null }, now);
    return { row, purchase };
  });
  const [video] = await toVideos(db, [row], buyer, included);
  if (!video) throw videoNotFound();
  return { video, purchase };
}
