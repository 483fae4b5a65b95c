import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { IncludedVideoAccess } from '../trainer-videos/service';
import { courseLessons } from './curriculum/tables';
import { purchasedItemIds } from './item-sales';

/**
 * Which of `videoIds` `userId` has with a course they bought (a completed purchase of a course that
 * holds the video as a video lesson, issue 27 item 1): the video
 * library lets them watch these without buying them again, and refuses to sell them twice. Given
 * to the video routes by the app (src/server/app.ts).
 */
export const videosInBoughtCourses: IncludedVideoAccess = async (
  db: Database,
  userId: string,
  videoIds: readonly string[],
) => {
  if (videoIds.length === 0) return new Set();
  const rows = await db
    .select({ courseId: courseLessons.courseId, videoId: courseLessons.videoId })
    .from(courseLessons)
    .where(inArray(courseLessons.videoId, [...videoIds]));
  if (rows.length === 0) return new Set();
  const bought = await purchasedItemIds(db, userId, [...new Set(rows.map((row) => row.courseId))]);
  return new Set(rows.flatMap((row) => (row.videoId && bought.has(row.courseId) ? [row.videoId] : [])));
};
