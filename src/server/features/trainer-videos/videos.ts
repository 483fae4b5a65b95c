import { and, desc, eq, sql } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import { statusAfterEdit, statusOnUpload } from '../../../shared/trainer-videos/video-review-policy';
import type { TrainerVideo, TrainerVideos, VideoBody } from '../../../shared/trainer-videos/videos';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/query-text';
import { trainerVideos } from './tables';
import { toTrainerVideos } from './to-videos';

/*
 * A trainer's videos (spec §2 "Trainer videos", §3 "Trainer video", §4 'published' with views 0 and
 * purchases 0, §5 "Video", §9 categories): upload, list their own with analytics, edit.
 */

/** The 404 of a video that does not exist, or (for its trainer's tools) is not the reader's. */
export function videoNotFound(): AppError {
  return new AppError('video_not_found', {
    status: 404,
    message: msg('This video does not exist. Find another in the video library.'),
  });
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

/**
 * Uploads (records) a video of `trainer` at `at`, views 0, purchases 0 (spec §4): 'published' when
 * free, 'pending' an admin's review when paid (decision 017).
 */
export async function createVideo(
  db: Database,
  trainer: AccountUser,
  body: VideoBody,
  at: Date,
): Promise<TrainerVideo> {
  const values = videoValues(body);
  const status = statusOnUpload(values);
  const approvedUrl = status === 'published' ? values.videoUrl : null;
  const [row] = await db
    .insert(trainerVideos)
    .values({ ...values, approvedUrl, trainerId: trainer.id, status, createdAt: at, updatedAt: at })
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
 * purchases only. The status follows decision 017 (`statusAfterEdit`): a paid video with a new URL,
 * newly priced, pending or rejected waits for review; a rejected one edited is a resubmission (the
 * rejection's comments kept as `previousAdminComments`, `resubmittedAt` set). The version rises by
 * one. Buyers keep watching the last approved URL (`approvedUrl`) until a new one is approved. The
 * row is locked while it is read and changed, so an edit and a review cannot both win.
 * Errors: 404 when it is not theirs or does not exist.
 */
export async function updateVideo(
  db: Database,
  { videoId, trainer, body }: { videoId: string; trainer: AccountUser; body: VideoBody },
  at: Date,
): Promise<TrainerVideo> {
  if (!isUuid(videoId)) throw videoNotFound();
  const values = videoValues(body);
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(trainerVideos)
      .where(and(eq(trainerVideos.id, videoId), eq(trainerVideos.trainerId, trainer.id)))
      .for('update');
    if (!before) throw videoNotFound();
    const status = statusAfterEdit(before, values);
    // Buyers keep the last approved URL while a new one waits for review (decision 017).
    const approvedUrl = status === 'published' ? values.videoUrl : before.approvedUrl;
    const resubmission =
      before.status === 'rejected'
        ? { adminComments: null, previousAdminComments: before.adminComments, resubmittedAt: at }
        : {};
    const [updated] = await tx
      .update(trainerVideos)
      .set({
        ...values,
        ...resubmission,
        status,
        approvedUrl,
        version: sql`${trainerVideos.version} + 1`,
        updatedAt: at,
      })
      .where(eq(trainerVideos.id, videoId))
      .returning();
    return updated;
  });
  if (!row) throw videoNotFound();
  const [video] = await toTrainerVideos(db, trainer, [row]);
  if (!video) throw videoNotFound();
  return video;
}
