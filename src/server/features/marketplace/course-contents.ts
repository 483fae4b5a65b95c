import { asc, eq, sql } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import type {
  CourseContentKind,
  CourseContents,
  CourseContentsBody,
  CourseOutline,
  OutlineItem,
} from '../../../shared/marketplace/course-contents';
import type { CourseDetail } from '../../../shared/marketplace/courses';
import { MATERIAL_TYPE_LABELS, type Material } from '../../../shared/materials/materials';
import { formatDateTimeIn } from '../../../shared/time/zones';
import type { Session } from '../../../shared/trainer-sessions/sessions';
import { VIDEO_CATEGORY_LABELS, type VideoCategory } from '../../../shared/trainer-videos/videos';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { getTimeZone } from '../account/service';
import { listApprovedMaterialsOf, listMaterialsByIds } from '../materials/service';
import { listSessionsByIds, listUpcomingSessionsOf } from '../trainer-sessions/service';
import { findVideos, listVideosByIds, listVideosOf } from '../trainer-videos/service';
import { getCourse } from './courses';
import { videosInBoughtCourses } from './included-videos';
import { courseContents } from './tables';

type ContentRow = typeof courseContents.$inferSelect;
type VideoFacts = Awaited<ReturnType<typeof findVideos>>[number];

/** The id of the item a content row holds (exactly one of the three is set, by the table's check). */
const itemIdOf = (row: ContentRow): string => (row.materialId ?? row.videoId ?? row.sessionId) as string;

/** What a buyer may do with a course's contents: the course's trainer and admins edit; they and buyers open. */
function accessTo(course: CourseDetail): { canOpen: boolean; canEdit: boolean } {
  return { canOpen: course.canEdit || course.viewerState === 'purchased', canEdit: course.canEdit };
}

/**
 * The time zone an outline's session times are written in: the signed-in reader's setting (issue
 * 25 item 7), UTC for a visitor (the server does not know her browser's zone); the text names the zone.
 */
const readerTimeZone = (db: Database, reader: AccountUser | null) =>
  reader ? getTimeZone(db, reader.id) : Promise.resolve('UTC');

const materialLine = (material: Material): OutlineItem => ({
  kind: 'material',
  id: material.id,
  title: material.title,
  detail: MATERIAL_TYPE_LABELS[material.materialType],
});
const videoLine = (video: { id: string; title: string; category: VideoCategory }): OutlineItem => ({
  kind: 'video',
  id: video.id,
  title: video.title,
  detail: `Video · ${VIDEO_CATEGORY_LABELS[video.category]}`,
});
/** A session's outline line: its length and start (spec §9's short form) in `timeZone`, with the zone's abbreviation. */
const sessionLine =
  (timeZone: string) =>
  (session: Session): OutlineItem => ({
    kind: 'session',
    id: session.id,
    title: session.title,
    detail: `${session.durationMinutes}-minute session · ${formatDateTimeIn(session.startsAt, timeZone, { zoneName: true })}`,
  });

/** The course's content rows in order, with each item loaded through its own feature; cancelled sessions left out. */
async function loadContents(db: Database, courseId: string, viewer: AccountUser | null, now: Date) {
  const rows = await db
    .select()
    .from(courseContents)
    .where(eq(courseContents.courseId, courseId))
    .orderBy(asc(courseContents.position));
  const idsOf = (kind: CourseContentKind) => rows.filter((row) => row.kind === kind).map(itemIdOf);
  const [materials, videos, sessions] = await Promise.all([
    listMaterialsByIds(db, idsOf('material')),
    findVideos(db, idsOf('video')),
    listSessionsByIds(db, idsOf('session'), viewer, now),
  ]);
  const byId = <T extends { id: string }>(items: readonly T[]) => new Map(items.map((item) => [item.id, item]));
  // A cancelled session is no longer part of what the course offers (its bookings were refunded).
  const open = sessions.filter((session) => session.status !== 'cancelled');
  return { rows, materials: byId(materials), videos: byId(videos), sessions: byId(open) };
}

/**
 * The outline of course `courseId` for `viewer`: every item's kind, title and a short detail, in
 * order, shown to everyone who may see the course; and whether the viewer may open the contents
 * (a buyer, the trainer, an admin) or edit them (the trainer, an admin). A session's time is in the
 * viewer's time zone (UTC for a visitor), its zone named. Errors: 404 no such course.
 */
export async function getCourseOutline(
  db: Database,
  courseId: string,
  viewer: AccountUser | null,
  now: Date,
): Promise<CourseOutline> {
  const course = await getCourse(db, courseId, viewer);
  const [loaded, timeZone] = await Promise.all([loadContents(db, course.id, viewer, now), readerTimeZone(db, viewer)]);
  const items = loaded.rows.flatMap((row): OutlineItem[] => {
    const id = itemIdOf(row);
    const material = row.kind === 'material' ? loaded.materials.get(id) : undefined;
    if (material) return [materialLine(material)];
    const video = row.kind === 'video' ? loaded.videos.get(id) : undefined;
    if (video) return [videoLine(video)];
    const session = row.kind === 'session' ? loaded.sessions.get(id) : undefined;
    return session ? [sessionLine(timeZone)(session)] : [];
  });
  return { items, ...accessTo(course) };
}

/** Where a buyer downloads a material's upload through the course. */
const contentFileHref = (courseId: string, materialId: string) =>
  `/api/courses/${courseId}/contents/materials/${materialId}/file`;

/**
 * The contents of course `courseId` for `viewer`, in order: each material's text, link and file,
 * each video as the library shows it (a buyer of the course has its paid videos: `included`),
 * each session as the viewer may book it. Errors: 404 no such course; 403
 * `contents_locked` unless the viewer bought the course, is its trainer or an admin.
 */
export async function getCourseContents(
  db: Database,
  courseId: string,
  viewer: AccountUser,
  now: Date,
): Promise<CourseContents> {
  const course = await getCourse(db, courseId, viewer);
  if (!accessTo(course).canOpen) {
    throw new AppError('contents_locked', {
      status: 403,
      message: 'Buy this course to open its contents.',
    });
  }
  const loaded = await loadContents(db, course.id, viewer, now);
  const watchable = new Map(
    (
      await listVideosByIds(
        db,
        loaded.rows.flatMap((row) => (row.videoId ? [row.videoId] : [])),
        viewer,
        videosInBoughtCourses,
      )
    ).map((video) => [video.id, video]),
  );
  const items = loaded.rows.flatMap((row): CourseContents['items'] => {
    const id = itemIdOf(row);
    if (row.kind === 'material') {
      const material = loaded.materials.get(id);
      if (!material) return [];
      return [
        {
          kind: 'material',
          id,
          title: material.title,
          description: material.description,
          content: material.content,
          materialType: material.materialType,
          fileUrl: material.fileUrl,
          fileHref: material.file ? contentFileHref(course.id, id) : null,
          fileName: material.file?.name ?? null,
        },
      ];
    }
    if (row.kind === 'video') {
      const video = watchable.get(id);
      return video ? [{ kind: 'video', id, title: video.title, video }] : [];
    }
    const session = loaded.sessions.get(id);
    return session ? [{ kind: 'session', id, title: session.title, session }] : [];
  });
  return { items };
}

/**
 * The material `materialId` of course `courseId` whose upload `viewer` may download: the course
 * holds it and the viewer may open the contents. Errors: 404 (no such course, not in the course,
 * no upload), 403 `contents_locked`. Returns the stored file's id.
 */
export async function findContentFile(
  db: Database,
  { courseId, materialId, viewer }: { courseId: string; materialId: string; viewer: AccountUser },
): Promise<string> {
  const course = await getCourse(db, courseId, viewer);
  if (!accessTo(course).canOpen) {
    throw new AppError('contents_locked', { status: 403, message: 'Buy this course to open its contents.' });
  }
  const rows = await db.select().from(courseContents).where(eq(courseContents.courseId, course.id));
  const held = rows.some((row) => row.materialId === materialId);
  const [material] = held ? await listMaterialsByIds(db, [materialId]) : [];
  if (!material?.file) {
    throw new AppError('file_not_found', { status: 404, message: 'This course has no such file.' });
  }
  return material.file.id;
}

/**
 * What the trainer of course `courseId` may attach to it: their approved materials, their videos,
 * and their sessions still to come. For the course's trainer and admins. Errors: 404, 403.
 */
export async function listAttachable(
  db: Database,
  courseId: string,
  editor: AccountUser,
  now: Date,
): Promise<OutlineItem[]> {
  const course = await getEditableCourse(db, courseId, editor);
  const [materials, videos, sessions, timeZone] = await Promise.all([
    listApprovedMaterialsOf(db, course.trainerId),
    listVideosOf(db, course.trainerId),
    listUpcomingSessionsOf(db, course.trainerId, now),
    readerTimeZone(db, editor),
  ]);
  return [...materials.map(materialLine), ...videos.map(videoLine), ...sessions.map(sessionLine(timeZone))];
}

async function getEditableCourse(db: Database, courseId: string, editor: AccountUser): Promise<CourseDetail> {
  const course = await getCourse(db, courseId, editor);
  if (!course.canEdit) {
    throw new AppError('forbidden', {
      status: 403,
      message: 'Only the course’s trainer or an admin can change what it contains.',
    });
  }
  return course;
}

/**
 * Sets the contents of course `courseId` to `body.items`, in that order (the list replaces the
 * course's). Each item must be the course trainer's own: an approved material, a video, or a
 * session that is not cancelled. For the course's trainer and admins. Errors: 404, 403, 400
 * `invalid_content` (an item that is not the trainer's, not approved, cancelled, or listed twice),
 * with nothing changed. Returns the new outline.
 */
export async function setCourseContents(
  db: Database,
  { courseId, editor, body }: { courseId: string; editor: AccountUser; body: CourseContentsBody },
  now: Date,
): Promise<CourseOutline> {
  const course = await getEditableCourse(db, courseId, editor);
  const seen = new Set<string>();
  for (const item of body.items) {
    if (seen.has(item.id)) {
      throw new AppError('invalid_content', { status: 400, message: 'Each item can be in a course only once.' });
    }
    seen.add(item.id);
  }
  const idsOf = (kind: CourseContentKind) => body.items.filter((item) => item.kind === kind).map((item) => item.id);
  const [materials, videos, sessions] = await Promise.all([
    listMaterialsByIds(db, idsOf('material')),
    findVideos(db, idsOf('video')),
    listSessionsByIds(db, idsOf('session'), editor, now),
  ]);
  const valid = new Set([
    ...materials.filter((m) => m.trainerId === course.trainerId && m.status === 'approved').map((m) => m.id),
    ...videos.filter((v: VideoFacts) => v.trainerId === course.trainerId).map((v) => v.id),
    ...sessions.filter((s) => s.trainerId === course.trainerId && s.status !== 'cancelled').map((s) => s.id),
  ]);
  const invalid = body.items.find((item) => !valid.has(item.id));
  if (invalid) {
    throw new AppError('invalid_content', {
      status: 400,
      message:
        'A course can hold only its trainer’s approved materials, videos and sessions that are not cancelled. Remove the item that is not, and save again.',
    });
  }
  await db.transaction(async (tx) => {
    // Two saves of one course at once run one after the other, so the second replaces the first whole.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${course.id}))`);
    await tx.delete(courseContents).where(eq(courseContents.courseId, course.id));
    if (body.items.length === 0) return;
    await tx.insert(courseContents).values(
      body.items.map((item, position) => ({
        courseId: course.id,
        kind: item.kind,
        materialId: item.kind === 'material' ? item.id : null,
        videoId: item.kind === 'video' ? item.id : null,
        sessionId: item.kind === 'session' ? item.id : null,
        position,
        createdAt: now,
        updatedAt: now,
      })),
    );
  });
  return getCourseOutline(db, course.id, editor, now);
}
