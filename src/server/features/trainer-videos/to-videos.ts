import { inArray, sql } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import { can } from '../../../shared/roles';
import type { TrainerVideo, Video, VideoViewerState } from '../../../shared/trainer-videos/videos';
import type { Database } from '../../db/client';
import { findUserNames } from '../account/service';
import { countCompletedPurchases, purchasedItemIds, trainerEarningsByItem } from '../marketplace/service';
import { type trainerVideos, videoViews } from './tables';

/*
 * Video rows as the API shows them (spec §2 "Trainer videos", §3 "Trainer video"): to anyone, with
 * the trainer's name, views, purchases, where the viewer stands and the URL only for who may watch;
 * to their trainer, with earnings. Views are rows of `video_views` (one per viewer per video per
 * UTC day); purchases are the video's completed marketplace purchases (kind `video`).
 */

export type VideoRow = typeof trainerVideos.$inferSelect;

/**
 * Which of `videoIds` `userId` has through something else they bought: a course that holds the
 * video as a video lesson. The app gives the video library this function (`videosInBoughtCourses`), so the library
 * need not know about courses; without it, none.
 */
export type IncludedVideoAccess = (db: Database, userId: string, videoIds: readonly string[]) => Promise<Set<string>>;

/** No video is included in anything (the library on its own). */
export const NO_INCLUDED_VIDEOS: IncludedVideoAccess = async () => new Set();

/** Where `viewer` (null signed out) stands with a video: own, free, purchased, included (in a course they bought) or purchasable. */
function viewerStateOf(
  row: VideoRow,
  viewer: AccountUser | null,
  { bought, included }: { bought: boolean; included: boolean },
): VideoViewerState {
  if (viewer !== null && row.trainerId === viewer.id) return 'own';
  if (row.priceCents === 0) return 'free';
  if (bought) return 'purchased';
  return included ? 'included' : 'purchasable';
}

/** Whether `viewer` may watch a video they stand `state` with: its trainer, an admin, a buyer, or anyone signed in for a free one. */
export function mayWatch(viewer: AccountUser | null, state: VideoViewerState): boolean {
  return viewer !== null && (state !== 'purchasable' || can(viewer, 'adminFeatures'));
}

/**
 * The URL `viewer` watches of a video they may watch (decision 017): its trainer and admins the
 * current one, even while it waits for review; anyone else the last approved one (null: none yet),
 * so a new URL reaches buyers only once an admin approves it.
 */
function watchUrlOf(row: VideoRow, viewer: AccountUser, state: VideoViewerState): string | null {
  if (state === 'own' || can(viewer, 'adminFeatures')) return row.videoUrl;
  return row.status === 'published' ? row.videoUrl : row.approvedUrl;
}

/** How many views each of `ids` has (days counted once per viewer). */
async function countViews(db: Database, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ videoId: videoViews.videoId, total: sql<number>`count(*)::int` })
    .from(videoViews)
    .where(inArray(videoViews.videoId, [...ids]))
    .groupBy(videoViews.videoId);
  return new Map(rows.map((row) => [row.videoId, row.total]));
}

/**
 * Video rows as `viewer` (null signed out) sees them: trainer names, views, completed purchases,
 * where the viewer stands (`included` tells which paid videos they have with a course), and the
 * URL only for a viewer who may watch (else null): the last approved one unless they are its
 * trainer or an admin.
 */
export async function toVideos(
  db: Database,
  rows: readonly VideoRow[],
  viewer: AccountUser | null,
  included: IncludedVideoAccess = NO_INCLUDED_VIDEOS,
): Promise<Video[]> {
  const ids = rows.map((row) => row.id);
  const paidIds = rows.filter((row) => row.priceCents > 0).map((row) => row.id);
  const [names, views, sales, bought, withCourse] = await Promise.all([
    findUserNames(
      db,
      rows.map((row) => row.trainerId),
    ),
    countViews(db, ids),
    countCompletedPurchases(db, ids),
    viewer ? purchasedItemIds(db, viewer.id, ids) : Promise.resolve(new Set<string>()),
    viewer && paidIds.length > 0 ? included(db, viewer.id, paidIds) : Promise.resolve(new Set<string>()),
  ]);
  return rows.map((row) => {
    const viewerState = viewerStateOf(row, viewer, { bought: bought.has(row.id), included: withCourse.has(row.id) });
    return {
      id: row.id,
      trainerId: row.trainerId,
      trainerName: names.get(row.trainerId) ?? '',
      title: row.title,
      description: row.description,
      category: row.category,
      videoUrl: viewer && mayWatch(viewer, viewerState) ? watchUrlOf(row, viewer, viewerState) : null,
      priceCents: row.priceCents,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      views: views.get(row.id) ?? 0,
      purchases: sales.get(row.id) ?? 0,
      viewerState,
    };
  });
}

/** A video row's review (decision 017) as its trainer and admins read it; times ISO 8601. */
export function reviewOf(row: VideoRow) {
  return {
    version: row.version,
    adminComments: row.adminComments,
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    resubmittedAt: row.resubmittedAt ? row.resubmittedAt.toISOString() : null,
    previousAdminComments: row.previousAdminComments,
  };
}

/**
 * The trainer's own video rows with what each earned them (80% shares less refunds, from the
 * ledger), in cents, and each one's review.
 */
export async function toTrainerVideos(
  db: Database,
  trainer: AccountUser,
  rows: readonly VideoRow[],
): Promise<TrainerVideo[]> {
  const [videos, earned] = await Promise.all([
    toVideos(db, rows, trainer),
    trainerEarningsByItem(db, trainer.id, 'video'),
  ]);
  return videos.map((video, index) => ({
    ...video,
    earnedCents: earned.get(video.id) ?? 0,
    ...reviewOf(rows[index] as VideoRow),
  }));
}
