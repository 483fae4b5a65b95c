import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import { can } from '../../../shared/roles';
import type {
  TrainerVideo,
  TrainerVideos,
  Video,
  VideoBody,
  VideoCategory,
  VideoViewerState,
} from '../../../shared/trainer-videos/videos';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/query-text';
import { findUserNames, isActiveAccount } from '../account/service';
import { countCompletedPurchases, purchasedItemIds, trainerEarningsByItem } from '../marketplace/service';
import { trainerVideos, videoViews } from './tables';

/*
 * The video library (spec §2 "Trainer videos", §3 "Trainer video", §4 'published' with views 0 and
 * purchases 0, §5 "Video", §9 categories). Views are rows of `video_views` (one per viewer per video
 * per UTC day); purchases are the video's completed marketplace purchases (kind `video`).
 */

export type VideoRow = typeof trainerVideos.$inferSelect;

/** At most this many videos in the library's list, newest first. */
const LIST_LIMIT = 200;

/** The 404 of a video that does not exist, or (for its trainer's tools) is not the reader's. */
export function videoNotFound(): AppError {
  return new AppError('video_not_found', {
    status: 404,
    message: 'This video does not exist. Find another in the video library.',
  });
}

/**
 * Which of `videoIds` `userId` has through something else they bought: a course that holds the
 * video. The app gives the video library this function (course contents answer it), so the library
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
 * URL only for a viewer who may watch (else null).
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
      videoUrl: mayWatch(viewer, viewerState) ? row.videoUrl : null,
      priceCents: row.priceCents,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      views: views.get(row.id) ?? 0,
      purchases: sales.get(row.id) ?? 0,
      viewerState,
    };
  });
}

/** The trainer's own video rows with what each earned them (80% shares less refunds, from the ledger), in cents. */
async function toTrainerVideos(db: Database, trainer: AccountUser, rows: readonly VideoRow[]): Promise<TrainerVideo[]> {
  const [videos, earned] = await Promise.all([
    toVideos(db, rows, trainer),
    trainerEarningsByItem(db, trainer.id, 'video'),
  ]);
  return videos.map((video) => ({ ...video, earnedCents: earned.get(video.id) ?? 0 }));
}

/** The row values a video body sets; an absent price is free (spec §5: empty means 0). */
function videoValues(body: VideoBody) {
  return {
    title: body.title,
    category: body.category ?? 'nclex-rn',
    description: body.description ?? '',
    videoUrl: body.videoUrl,
    priceCents: body.priceCents ?? 0,
  };
}

/** Uploads (records) a video of `trainer` at `at`: status 'published', views 0, purchases 0 (spec §4). */
export async function createVideo(
  db: Database,
  trainer: AccountUser,
  body: VideoBody,
  at: Date,
): Promise<TrainerVideo> {
  const [row] = await db
    .insert(trainerVideos)
    .values({ ...videoValues(body), trainerId: trainer.id, status: 'published', createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('insert returned no video');
  const [video] = await toTrainerVideos(db, trainer, [row]);
  if (!video) throw videoNotFound();
  return video;
}

/**
 * The trainer's own videos, newest first, with real views, purchases and earnings, and the
 * Analytics tab's totals (spec §2 "Trainer videos"): videos, views, purchases, earnings in cents.
 */
export async function listTrainerVideos(db: Database, trainer: AccountUser): Promise<TrainerVideos> {
  const rows = await db
    .select()
    .from(trainerVideos)
    .where(eq(trainerVideos.trainerId, trainer.id))
    .orderBy(desc(trainerVideos.createdAt), desc(trainerVideos.id));
  const videos = await toTrainerVideos(db, trainer, rows);
  const sum = (pick: (video: TrainerVideo) => number) => videos.reduce((total, video) => total + pick(video), 0);
  return {
    videos,
    totals: {
      videos: videos.length,
      views: sum((video) => video.views),
      purchases: sum((video) => video.purchases),
      earningsCents: sum((video) => video.earnedCents),
    },
  };
}

/**
 * Replaces every field of the trainer's own video `videoId` at `at`; a price change applies to later
 * purchases only. Errors: 404 when it is not theirs or does not exist.
 */
export async function updateVideo(
  db: Database,
  { videoId, trainer, body }: { videoId: string; trainer: AccountUser; body: VideoBody },
  at: Date,
): Promise<TrainerVideo> {
  if (!isUuid(videoId)) throw videoNotFound();
  const [row] = await db
    .update(trainerVideos)
    .set({ ...videoValues(body), updatedAt: at })
    .where(and(eq(trainerVideos.id, videoId), eq(trainerVideos.trainerId, trainer.id)))
    .returning();
  if (!row) throw videoNotFound();
  const [video] = await toTrainerVideos(db, trainer, [row]);
  if (!video) throw videoNotFound();
  return video;
}

/**
 * Published videos, newest first (at most 200), of `trainerId` when given, as `viewer` (null signed
 * out) sees them. A deleted trainer's videos are left out (issue 12): no one can buy them any more.
 */
export async function listPublishedVideos(
  db: Database,
  {
    trainerId,
    viewer,
    included,
  }: { trainerId: string | undefined; viewer: AccountUser | null; included?: IncludedVideoAccess },
): Promise<Video[]> {
  const rows = await db
    .select()
    .from(trainerVideos)
    .where(
      and(
        eq(trainerVideos.status, 'published'),
        trainerId !== undefined ? eq(trainerVideos.trainerId, trainerId) : undefined,
        isActiveAccount(db, trainerVideos.trainerId),
      ),
    )
    .orderBy(desc(trainerVideos.createdAt), desc(trainerVideos.id))
    .limit(LIST_LIMIT);
  return toVideos(db, rows, viewer, included);
}

/**
 * The published videos `ids`, newest first, as `viewer` sees them (a course's contents: `included`
 * says which the viewer has with a course). Ids that are not UUIDs or name no published video are
 * left out.
 */
export async function listVideosByIds(
  db: Database,
  ids: readonly string[],
  viewer: AccountUser | null,
  included?: IncludedVideoAccess,
): Promise<Video[]> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return [];
  const rows = await db
    .select()
    .from(trainerVideos)
    .where(and(inArray(trainerVideos.id, valid), eq(trainerVideos.status, 'published')))
    .orderBy(desc(trainerVideos.createdAt), desc(trainerVideos.id));
  return toVideos(db, rows, viewer, included);
}

/** The published video `videoId`, optionally locked (`for`) in the caller's transaction. Errors: 404. */
export async function findPublishedVideoRow(
  db: Database,
  videoId: string,
  lock?: 'share' | 'update',
): Promise<VideoRow> {
  if (!isUuid(videoId)) throw videoNotFound();
  const query = db
    .select()
    .from(trainerVideos)
    .where(and(eq(trainerVideos.id, videoId), eq(trainerVideos.status, 'published')));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw videoNotFound();
  return row;
}

/** A video as a course's contents show it (its URL unguarded: the caller decides who may see it). */
export interface VideoSummary {
  id: string;
  trainerId: string;
  title: string;
  description: string;
  category: VideoCategory;
  videoUrl: string;
  /** 0 is free. */
  priceCents: number;
}

function toSummary(row: VideoRow): VideoSummary {
  return {
    id: row.id,
    trainerId: row.trainerId,
    title: row.title,
    description: row.description,
    category: row.category,
    videoUrl: row.videoUrl,
    priceCents: row.priceCents,
  };
}

/** The videos `ids`, newest first (for a course's contents); ids that are not UUIDs or name no video are left out. */
export async function findVideos(db: Database, ids: readonly string[]): Promise<VideoSummary[]> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return [];
  const rows = await db
    .select()
    .from(trainerVideos)
    .where(inArray(trainerVideos.id, valid))
    .orderBy(desc(trainerVideos.createdAt), desc(trainerVideos.id));
  return rows.map(toSummary);
}

/** Every video of `trainerId`, newest first: what they may attach to a course. */
export async function listVideosOf(db: Database, trainerId: string): Promise<VideoSummary[]> {
  const rows = await db
    .select()
    .from(trainerVideos)
    .where(eq(trainerVideos.trainerId, trainerId))
    .orderBy(desc(trainerVideos.createdAt), desc(trainerVideos.id));
  return rows.map(toSummary);
}
