import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import type {
  ReviewVideo,
  VideoReviewFilter,
  videoReviewBodySchema,
} from '../../../shared/trainer-videos/video-review';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/query-text';
import { findUserNames } from '../account/service';
import { recordAudit } from '../audit/service';
import { trainerVideos } from './tables';
import { reviewOf, toVideos, type VideoRow } from './to-videos';
import { videoNotFound } from './videos';

/*
 * The admins' review of paid videos before they are sold (issue 23, decision 017), the same steps
 * as training materials (spec §4): pending -> approved (published, on sale) or rejected with
 * comments. Listed on the Content Review page's Videos tab.
 */

/** At most this many videos per list answer, newest first. */
const LIST_LIMIT = 500;

/** A validated body of POST /api/admin/videos/:videoId/review. */
type VideoReviewInput = z.output<typeof videoReviewBodySchema>;

/** Video rows as an admin reads them: the library's fields (the URL included) and the review. Order kept. */
async function toReviewVideos(db: Database, rows: readonly VideoRow[], admin: AccountUser): Promise<ReviewVideo[]> {
  const videos = await toVideos(db, rows, admin);
  return videos.map((video, index) => ({ ...video, ...reviewOf(rows[index] as VideoRow) }));
}

/**
 * Every trainer's videos with status `status` (all: any), newest first (at most 500), as `admin`
 * reads them: the Videos tab of /admin/review; pending ones are the paid videos waiting for review.
 */
export async function listVideosForReview(
  db: Database,
  status: VideoReviewFilter,
  admin: AccountUser,
): Promise<ReviewVideo[]> {
  const rows = await db
    .select()
    .from(trainerVideos)
    .where(status === 'all' ? undefined : eq(trainerVideos.status, status))
    .orderBy(desc(trainerVideos.createdAt), desc(trainerVideos.id))
    .limit(LIST_LIMIT);
  return toReviewVideos(db, rows, admin);
}

/**
 * An admin approves (the video is published and on sale, its URL the one buyers watch) or rejects a pending video at `at`, with
 * optional comments (empty: none), recording who reviewed and when. The update is conditional on
 * the video still being pending at the version the admin opened, so of two reviews (or a review and
 * an edit) only one wins. The review and its audit entry `video.reviewed` (the trainer as the user
 * acted on) are written in one transaction.
 * Errors: 404 no such video; 409 video_not_pending ('Only a pending video can be reviewed; this one
 * is already {published|rejected}.'); 409 video_changed (edited since the admin opened it).
 */
export async function reviewVideo(
  db: Database,
  videoId: string,
  reviewer: AccountUser,
  body: VideoReviewInput,
  at: Date,
): Promise<ReviewVideo> {
  if (!isUuid(videoId)) throw videoNotFound();
  const adminComments = body.adminComments || null;
  const status = body.status === 'approved' ? 'published' : 'rejected';
  // Approval makes the reviewed URL the one buyers watch; a rejection leaves them the last approved one.
  const approval = body.status === 'approved' ? { approvedUrl: trainerVideos.videoUrl } : {};
  const row = await db.transaction(async (tx) => {
    const [reviewed] = await tx
      .update(trainerVideos)
      .set({ status, ...approval, adminComments, reviewedById: reviewer.id, reviewedAt: at, updatedAt: at })
      .where(
        and(
          eq(trainerVideos.id, videoId),
          eq(trainerVideos.status, 'pending'),
          eq(trainerVideos.version, body.expectedVersion),
        ),
      )
      .returning();
    if (!reviewed) return undefined;
    const trainerName = (await findUserNames(tx, [reviewed.trainerId])).get(reviewed.trainerId) ?? 'a deleted account';
    await recordAudit(tx, {
      actorId: reviewer.id,
      action: 'video.reviewed',
      subjectType: 'video',
      subjectId: reviewed.id,
      subjectUserId: reviewed.trainerId,
      summary: `${body.status === 'approved' ? 'Approved' : 'Rejected'} the video '${reviewed.title}' by ${trainerName}`,
      before: { title: reviewed.title, status: 'pending', priceCents: reviewed.priceCents },
      after: { title: reviewed.title, status, priceCents: reviewed.priceCents, adminComments },
      reason: adminComments,
      at,
    });
    return reviewed;
  });
  if (row) {
    const [video] = await toReviewVideos(db, [row], reviewer);
    if (video) return video;
  }
  const [current] = await db
    .select({ status: trainerVideos.status })
    .from(trainerVideos)
    .where(eq(trainerVideos.id, videoId));
  if (!current) throw videoNotFound();
  if (current.status === 'pending') {
    throw new AppError('video_changed', {
      status: 409,
      message: msg('The trainer changed this video after you opened it. Open it again to review what it is now.'),
    });
  }
  throw new AppError('video_not_pending', {
    status: 409,
    message:
      current.status === 'published'
        ? msg('Only a pending video can be reviewed; this one is already published.')
        : msg('Only a pending video can be reviewed; this one is already rejected.'),
  });
}
