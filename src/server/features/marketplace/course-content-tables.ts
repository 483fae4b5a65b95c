import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CourseContentKind } from '../../../shared/marketplace/course-contents';
import { timestamps } from '../../db/timestamps';
import { trainingMaterials } from '../materials/tables';
import { trainingSessions } from '../trainer-sessions/tables';
import { trainerVideos } from '../trainer-videos/tables';
import { courses } from './tables';

/**
 * What a course contains: the trainer's approved materials, videos and sessions, in order. Exactly
 * one of `materialId`, `videoId` and `sessionId` is set, as `kind` says. Buyers, the trainer and
 * admins see the contents; everyone sees the outline.
 */
export const courseContents = pgTable(
  'course_contents',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    courseId: uuid()
      .notNull()
      .references(() => courses.id),
    kind: text().$type<CourseContentKind>().notNull(),
    materialId: uuid().references(() => trainingMaterials.id),
    videoId: uuid().references(() => trainerVideos.id),
    sessionId: uuid().references(() => trainingSessions.id),
    position: integer().notNull(),
    ...timestamps,
  },
  (table) => [
    index('course_contents_course_idx').on(table.courseId, table.position),
    uniqueIndex('course_contents_one_each').on(
      table.courseId,
      table.kind,
      sql`coalesce(${table.materialId}, ${table.videoId}, ${table.sessionId})`,
    ),
    check(
      'course_contents_one_item',
      sql`(${table.kind} = 'material' and ${table.materialId} is not null and ${table.videoId} is null and ${table.sessionId} is null)
        or (${table.kind} = 'video' and ${table.videoId} is not null and ${table.materialId} is null and ${table.sessionId} is null)
        or (${table.kind} = 'session' and ${table.sessionId} is not null and ${table.materialId} is null and ${table.videoId} is null)`,
    ),
  ],
);
