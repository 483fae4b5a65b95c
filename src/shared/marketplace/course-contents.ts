import { z } from 'zod/mini';
import { entityId } from '../ids';
import { MATERIAL_TYPES } from '../materials/materials';
import { sessionSchema } from '../trainer-sessions/sessions';
import { videoSchema } from '../trainer-videos/videos';

/**
 * What a buyer of a course gets: the trainer's approved materials, their videos and their sessions,
 * attached to the course in order. Everyone sees the outline (titles and kinds); buyers, the
 * course's trainer and admins see the contents (files, links, text).
 */

const COURSE_CONTENT_KINDS = ['material', 'video', 'session'] as const;
export type CourseContentKind = (typeof COURSE_CONTENT_KINDS)[number];

/** The most items a course may hold. */
const COURSE_CONTENTS_MAX = 50;

/** Body of PUT /api/courses/:courseId/contents: the items in order (the list replaces the course's). */
export const courseContentsBodySchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        kind: z.enum(COURSE_CONTENT_KINDS, { error: 'kind must be material, video or session.' }),
        id: z.uuid({ error: 'Each item needs the id of one of your materials, videos or sessions.' }),
      }),
      { error: 'items must be a list of { kind, id }.' },
    )
    .check(z.maxLength(COURSE_CONTENTS_MAX, `A course may hold at most ${COURSE_CONTENTS_MAX} items.`)),
});
export type CourseContentsBody = z.infer<typeof courseContentsBodySchema>;

/** One line of a course's outline, shown to everyone. */
const outlineItemSchema = z.object({
  kind: z.enum(COURSE_CONTENT_KINDS),
  id: z.string(),
  title: z.string(),
  /** "Document", "Video · 12 min", "60-minute session" and the like. */
  detail: z.string(),
});
export type OutlineItem = z.infer<typeof outlineItemSchema>;

/** GET /api/courses/:courseId/outline: the outline, and whether the reader may open the contents. */
export const courseOutlineSchema = z.object({
  items: z.array(outlineItemSchema),
  canOpen: z.boolean(),
  /** True for the course's trainer and admins: they may change the contents. */
  canEdit: z.boolean(),
});
export type CourseOutline = z.infer<typeof courseOutlineSchema>;

/** One item of a course's contents, for those who may open them. */
const contentItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('material'),
    id: z.string(),
    title: z.string(),
    description: z.nullable(z.string()),
    content: z.nullable(z.string()),
    materialType: z.enum(MATERIAL_TYPES),
    fileUrl: z.nullable(z.string()),
    /** Where the reader downloads the uploaded file (GET), or null. */
    fileHref: z.nullable(z.string()),
    fileName: z.nullable(z.string()),
  }),
  /** A video as the reader sees it in the library: a buyer of the course has it (`included`), with its URL. */
  z.object({ kind: z.literal('video'), id: z.string(), title: z.string(), video: videoSchema }),
  z.object({ kind: z.literal('session'), id: z.string(), title: z.string(), session: sessionSchema }),
]);
export type ContentItem = z.infer<typeof contentItemSchema>;

/** GET /api/courses/:courseId/contents: 403 unless a buyer, the trainer or an admin. */
export const courseContentsSchema = z.object({ items: z.array(contentItemSchema) });
export type CourseContents = z.infer<typeof courseContentsSchema>;

/**
 * GET /api/courses/:courseId/attachable: what the course's trainer may attach: their approved
 * materials, their videos, their sessions still to come. For the trainer and admins.
 */
export const attachableSchema = z.object({ items: z.array(outlineItemSchema) });
export type Attachable = z.infer<typeof attachableSchema>;

export const courseContentParamsSchema = z.object({
  courseId: entityId('The course id'),
  materialId: entityId('The material id'),
});
