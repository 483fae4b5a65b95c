import { or, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/query-text';
import { findOwnedFile, sendStoredFile } from '../files/service';
import { trainerVideos } from './tables';
import { type IncludedVideoAccess, toVideos } from './to-videos';

/*
 * Videos kept in the file store (issue 27 item 4): a trainer's MP4 material (or the demo clip)
 * played in the product at /api/videos/files/:fileId/video.mp4. The address is a video's URL like
 * any other; the file is served only to who may watch a video whose URL it is.
 */

/** The path of the stored video file `fileId`, as a video's URL names it (after the site's address). */
export function storedVideoPath(fileId: string): string {
  return `/api/videos/files/${fileId}/video.mp4`;
}

const notFound = () =>
  new AppError('file_not_found', {
    status: 404,
    message: msg('This video file does not exist or you do not have access to it.'),
  });

/**
 * Answers with the stored video file `fileId` (issue 27 item 4) when `viewer` may watch a video
 * whose URL (as she may watch it: the approved one unless she is its trainer or an admin) is this
 * file's address, and the file is a material of that video's trainer. Errors: 404 otherwise (a
 * file that is not a watchable video is not confirmed to exist).
 */
export async function sendVideoFile(
  db: Database,
  reply: FastifyReply,
  { fileId, viewer, included }: { fileId: string; viewer: AccountUser; included: IncludedVideoAccess | undefined },
): Promise<FastifyReply> {
  if (!isUuid(fileId)) throw notFound();
  const path = storedVideoPath(fileId);
  const pattern = `%${path}`;
  const rows = await db
    .select()
    .from(trainerVideos)
    .where(or(sql`${trainerVideos.videoUrl} like ${pattern}`, sql`${trainerVideos.approvedUrl} like ${pattern}`));
  const videos = await toVideos(db, rows, viewer, included);
  const watchable = videos.find((video) => video.videoUrl?.endsWith(path));
  if (!watchable) throw notFound();
  const file = await findOwnedFile(db, { fileId, ownerId: watchable.trainerId, purpose: 'material' });
  if (file?.contentType !== 'video/mp4') throw notFound();
  return sendStoredFile(db, reply, fileId);
}
