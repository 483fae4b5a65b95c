import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import type { Video, VideoCategory } from '../../../shared/trainer-videos/videos';
import type { Database } from '../../db/client';
import { isUuid, uuidsAmong } from '../../lib/query-text';
import { isActiveAccount } from '../account/service';
import { trainerVideos } from './tables';
import { type IncludedVideoAccess, toVideos, type VideoRow } from './to-videos';
import { videoNotFound } from './videos';

/*
 * The video library's lists and lookups (spec §2 "Trainer videos"): the published videos anyone
 * reads, one published video to watch or buy, and the videos a course holds or its trainer may
 * attach to it.
 */

/** At most this many videos in the library's list, newest first. */
const LIST_LIMIT = 200;

/** The order of every list of videos: newest first. */
const NEWEST_FIRST = [desc(trainerVideos.createdAt), desc(trainerVideos.id)];

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
    .orderBy(...NEWEST_FIRST)
    .limit(LIST_LIMIT);
  return toVideos(db, rows, viewer, included);
}

/**
 * The published videos `ids`, newest first, as `viewer` sees them (a course's video lessons: `included`
 * says which the viewer has with a course). Ids that are not UUIDs or name no published video are
 * left out.
 */
export async function listVideosByIds(
  db: Database,
  ids: readonly string[],
  viewer: AccountUser | null,
  included?: IncludedVideoAccess,
): Promise<Video[]> {
  const valid = uuidsAmong(ids);
  if (valid.length === 0) return [];
  const rows = await db
    .select()
    .from(trainerVideos)
    .where(and(inArray(trainerVideos.id, valid), eq(trainerVideos.status, 'published')))
    .orderBy(...NEWEST_FIRST);
  return toVideos(db, rows, viewer, included);
}

/**
 * The video `videoId` whatever its status (the caller decides who may open or buy one not
 * published, decision 017), optionally locked (`for`) in the caller's transaction. Errors: 404.
 */
export async function findVideoRow(db: Database, videoId: string, lock?: 'share' | 'update'): Promise<VideoRow> {
  if (!isUuid(videoId)) throw videoNotFound();
  const query = db.select().from(trainerVideos).where(eq(trainerVideos.id, videoId));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw videoNotFound();
  return row;
}

/** A video as a course's lessons show it (its URL unguarded: the caller decides who may see it). */
interface VideoSummary {
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

/** The videos `ids`, newest first (for a course's lessons); ids that are not UUIDs or name no video are left out. */
export async function findVideos(db: Database, ids: readonly string[]): Promise<VideoSummary[]> {
  const valid = uuidsAmong(ids);
  if (valid.length === 0) return [];
  const rows = await db
    .select()
    .from(trainerVideos)
    .where(inArray(trainerVideos.id, valid))
    .orderBy(...NEWEST_FIRST);
  return rows.map(toSummary);
}

/**
 * Every published video of `trainerId`, newest first: what they may attach to a course (a paid
 * video waiting for review or rejected is not sold in a course either, decision 017).
 */
export async function listVideosOf(db: Database, trainerId: string): Promise<VideoSummary[]> {
  const rows = await db
    .select()
    .from(trainerVideos)
    .where(and(eq(trainerVideos.trainerId, trainerId), eq(trainerVideos.status, 'published')))
    .orderBy(...NEWEST_FIRST);
  return rows.map(toSummary);
}
