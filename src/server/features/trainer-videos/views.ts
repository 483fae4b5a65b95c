import type { AccountUser } from '../../../shared/account/user';
import type { Video } from '../../../shared/trainer-tools/videos';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { videoViews } from './tables';
import { findPublishedVideoRow, mayWatch, toVideos, videoNotFound } from './videos';

/**
 * `viewer` opens video `videoId` at `now` (spec §2 "Trainer videos": a view is counted when a
 * student opens a video): returns the video with its URL, and records a view once per viewer per
 * video per UTC day (a second open that day counts nothing). The trainer's own opens are not counted.
 * Errors: 404 `video_not_found`; 403 `video_not_bought` ('Buy this video to watch it.') for a paid
 * video the viewer has not bought, unless they are its trainer or an admin.
 */
export async function openVideo(
  db: Database,
  { videoId, viewer }: { videoId: string; viewer: AccountUser },
  now: Date,
): Promise<Video> {
  const row = await findPublishedVideoRow(db, videoId);
  const [before] = await toVideos(db, [row], viewer);
  if (!before) throw videoNotFound();
  if (!mayWatch(viewer, before.viewerState)) {
    throw new AppError('video_not_bought', { status: 403, message: 'Buy this video to watch it.' });
  }
  if (before.viewerState === 'own') return before;
  await db
    .insert(videoViews)
    .values({ videoId: row.id, userId: viewer.id, day: now.toISOString().slice(0, 10), createdAt: now })
    .onConflictDoNothing();
  const [after] = await toVideos(db, [row], viewer);
  if (!after) throw videoNotFound();
  return after;
}
