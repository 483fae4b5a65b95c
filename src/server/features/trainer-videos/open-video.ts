import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import { can } from '../../../shared/roles';
import type { Video } from '../../../shared/trainer-videos/videos';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { videoViews } from './tables';
import { type IncludedVideoAccess, mayWatch, toVideos } from './to-videos';
import { findVideoRow } from './video-lists';
import { videoNotFound } from './videos';

/**
 * `viewer` opens video `videoId` at `now` (spec §2 "Trainer videos": a view is counted when a
 * student opens a video): returns the video with its URL, and records a view once per viewer per
 * video per UTC day (a second open that day counts nothing). Only students' opens are counted.
 * Errors: 404 `video_not_found` (also a video not published, but for its trainer, admins and its
 * buyers: decision 017); 403 `video_not_bought` ('Buy this video to watch it.') for a paid
 * video the viewer has neither bought nor got with a course (`included`), unless they are its
 * trainer or an admin.
 */
export async function openVideo(
  db: Database,
  { videoId, viewer, included }: { videoId: string; viewer: AccountUser; included?: IncludedVideoAccess },
  now: Date,
): Promise<Video> {
  const row = await findVideoRow(db, videoId);
  const [before] = await toVideos(db, [row], viewer, included);
  if (!before) throw videoNotFound();
  // Decision 017: a video not published (a paid one under review or rejected) is opened only by its
  // trainer, admins and those who bought it before it went back to review.
  const mayOpenUnpublished =
    before.viewerState === 'own' || before.viewerState === 'purchased' || can(viewer, 'adminFeatures');
  if (row.status !== 'published' && !mayOpenUnpublished) throw videoNotFound();
  if (!mayWatch(viewer, before.viewerState)) {
    throw new AppError('video_not_bought', { status: 403, message: msg('Buy this video to watch it.') });
  }
  // Spec §2 counts a view when a student opens a video: the trainer's, admins' and instructors' opens are not views.
  if (before.viewerState === 'own' || viewer.role !== 'student') return before;
  await db
    .insert(videoViews)
    .values({ videoId: row.id, userId: viewer.id, day: now.toISOString().slice(0, 10), createdAt: now })
    .onConflictDoNothing();
  const [after] = await toVideos(db, [row], viewer, included);
  if (!after) throw videoNotFound();
  return after;
}
