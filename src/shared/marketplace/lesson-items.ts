import { z } from 'zod/mini';

/**
 * What a lesson of a course may hold besides text and a quiz (issue 27 item 1): one of the course
 * trainer's approved materials, her videos, or her sessions still to come. The course editor lists
 * them to pick from; the server checks each lesson's item again when it is saved.
 */

const LESSON_ITEM_KINDS = ['material', 'video', 'session'] as const;
export type LessonItemKind = (typeof LESSON_ITEM_KINDS)[number];

/** One item the trainer may put in a lesson: its kind, id, title and a short detail. */
const lessonItemSchema = z.object({
  kind: z.enum(LESSON_ITEM_KINDS),
  id: z.string(),
  title: z.string(),
  /** "Document", "Video · Pharmacology", "60-minute session · 3 Dec 2026, 14:00 GMT+1" and the like. */
  detail: z.string(),
});
export type LessonItem = z.infer<typeof lessonItemSchema>;

/**
 * GET /api/courses/:courseId/curriculum/items: what the course's trainer may put in a lesson: her
 * approved materials, her videos, her sessions still to come (a session's time in the reader's
 * time zone, named). For the course's trainer and admins.
 */
export const lessonItemsSchema = z.object({ items: z.array(lessonItemSchema) });
export type LessonItems = z.infer<typeof lessonItemsSchema>;
