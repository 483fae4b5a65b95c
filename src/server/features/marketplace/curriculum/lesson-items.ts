import type { AccountUser } from '../../../../shared/account/user';
import { msg } from '../../../../shared/i18n/msg';
import type { LessonItem } from '../../../../shared/marketplace/lesson-items';
import { MATERIAL_TYPE_LABELS, type Material } from '../../../../shared/materials/materials';
import { formatDateTimeIn } from '../../../../shared/time/zones';
import type { Session } from '../../../../shared/trainer-sessions/sessions';
import { VIDEO_CATEGORY_LABELS, type VideoCategory } from '../../../../shared/trainer-videos/videos';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { getTimeZone } from '../../account/service';
import { listApprovedMaterialsOf } from '../../materials/service';
import { listUpcomingSessionsOf } from '../../trainer-sessions/service';
import { listVideosOf } from '../../trainer-videos/service';
import { getCourse } from '../courses';

const materialLine = (material: Material): LessonItem => ({
  kind: 'material',
  id: material.id,
  title: material.title,
  detail: MATERIAL_TYPE_LABELS[material.materialType],
});
const videoLine = (video: { id: string; title: string; category: VideoCategory }): LessonItem => ({
  kind: 'video',
  id: video.id,
  title: video.title,
  detail: `Video · ${VIDEO_CATEGORY_LABELS[video.category]}`,
});
/** A session's line: its length and start (spec §9's short form) in `timeZone`, with the zone's abbreviation. */
const sessionLine =
  (timeZone: string) =>
  (session: Session): LessonItem => ({
    kind: 'session',
    id: session.id,
    title: session.title,
    detail: `${session.durationMinutes}-minute session · ${formatDateTimeIn(session.startsAt, timeZone, { zoneName: true })}`,
  });

/**
 * What the trainer of course `courseId` may put in a lesson (issue 27 item 1): her approved
 * materials, her videos, and her sessions still to come at `now`, a session's time in the editor's
 * time zone (issue 25 item 7). For the course's trainer and admins. Errors: 404 no such course,
 * 403 `not_your_course`.
 */
export async function listLessonItems(
  db: Database,
  courseId: string,
  editor: AccountUser,
  now: Date,
): Promise<LessonItem[]> {
  const course = await getCourse(db, courseId, editor);
  if (!course.canEdit) {
    throw new AppError('not_your_course', {
      status: 403,
      message: msg('Only the course’s trainer or an admin can change its curriculum.'),
    });
  }
  const [materials, videos, sessions, timeZone] = await Promise.all([
    listApprovedMaterialsOf(db, course.trainerId),
    listVideosOf(db, course.trainerId),
    listUpcomingSessionsOf(db, course.trainerId, now),
    getTimeZone(db, editor.id),
  ]);
  return [...materials.map(materialLine), ...videos.map(videoLine), ...sessions.map(sessionLine(timeZone))];
}
