import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { entityId } from '../ids';
import { noControlCharacters, visibleText } from '../text';
import { LESSON_KINDS, quizSpecSchema } from './lessons';

/**
 * The curriculum of a course as its editor reads and changes it (issue 27 item 1): ordered
 * sections, each with ordered lessons. Every change answers with the whole curriculum, so the
 * editor shows what the server kept.
 */

/** The most sections a course may have. */
export const MAX_SECTIONS = 30;
/** The most lessons a course may have, over all its sections. */
export const MAX_LESSONS = 200;
/** The longest a text lesson's HTML may be, in characters (about 100 kB). */
export const MAX_LESSON_HTML = 100_000;
/** The longest a section's or a lesson's title may be, in characters. */
export const CURRICULUM_TITLE_MAX = 120;

/** The messages of a section's or a lesson's title, each a whole sentence. */
interface TitleMessages {
  field: string;
  notText: string;
  empty: string;
  tooLong: string;
}

const title = (messages: TitleMessages) =>
  z
    .string({ error: messages.notText })
    .check(
      z.trim(),
      z.minLength(1, messages.empty),
      visibleText(messages.empty),
      z.maxLength(CURRICULUM_TITLE_MAX, messages.tooLong),
      noControlCharacters(messages.field),
    );

const SECTION_TITLE: TitleMessages = {
  field: msg('The section title'),
  notText: msg('The section title must be text.'),
  empty: msg('Give the section a title.'),
  tooLong: msg('The section title must be at most {{max}} characters.', { max: CURRICULUM_TITLE_MAX }),
};

const LESSON_TITLE: TitleMessages = {
  field: msg('The lesson title'),
  notText: msg('The lesson title must be text.'),
  empty: msg('Give the lesson a title.'),
  tooLong: msg('The lesson title must be at most {{max}} characters.', { max: CURRICULUM_TITLE_MAX }),
};

/** Body of POST /api/courses/:courseId/curriculum/sections and PATCH .../sections/:sectionId. */
export const sectionBodySchema = z.strictObject({ title: title(SECTION_TITLE) });
export type SectionBody = z.infer<typeof sectionBodySchema>;

const freePreview = z.optional(z.boolean({ error: msg('isFreePreview must be true or false.') }));
const itemId = (error: string) => z.uuid({ error });

/**
 * A lesson's fields by kind: the rich text of a text lesson (HTML, sanitised on the server, at most
 * MAX_LESSON_HTML characters), the id of one of the trainer's approved materials, videos or
 * sessions, or a quiz's spec. `isFreePreview` (default false) opens the lesson to everyone.
 */
export const lessonFieldsSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('text'),
      title: title(LESSON_TITLE),
      bodyHtml: z.string({ error: msg('A text lesson needs its text.') }).check(
        z.maxLength(
          MAX_LESSON_HTML,
          msg('A text lesson may be at most {{maxLessonHtml}} characters. Split it into two lessons.', {
            maxLessonHtml: MAX_LESSON_HTML.toLocaleString('en-US'),
          }),
        ),
      ),
      isFreePreview: freePreview,
    }),
    z.strictObject({
      kind: z.literal('material'),
      title: title(LESSON_TITLE),
      materialId: itemId(msg('Choose one of your approved materials.')),
      isFreePreview: freePreview,
    }),
    z.strictObject({
      kind: z.literal('video'),
      title: title(LESSON_TITLE),
      videoId: itemId(msg('Choose one of your videos.')),
      isFreePreview: freePreview,
    }),
    z.strictObject({
      kind: z.literal('session'),
      title: title(LESSON_TITLE),
      sessionId: itemId(msg('Choose one of your sessions.')),
      isFreePreview: freePreview,
    }),
    z.strictObject({
      kind: z.literal('quiz'),
      title: title(LESSON_TITLE),
      quiz: quizSpecSchema,
      isFreePreview: freePreview,
    }),
  ],
  { error: msg('Choose the kind of lesson: text, material, video, quiz or session.') },
);
export type LessonFields = z.infer<typeof lessonFieldsSchema>;

/** Body of POST /api/courses/:courseId/curriculum/lessons: the section it goes in (at its end) and its fields. */
export const newLessonBodySchema = z.strictObject({
  sectionId: z.uuid({ error: msg('Choose the section the lesson goes in.') }),
  lesson: lessonFieldsSchema,
});
export type NewLessonBody = z.infer<typeof newLessonBodySchema>;

/** Body of PUT /api/courses/:courseId/curriculum/lessons/:lessonId: the lesson's new fields (its place is kept). */
export const lessonBodySchema = z.strictObject({ lesson: lessonFieldsSchema });
export type LessonBody = z.infer<typeof lessonBodySchema>;

/**
 * Body of PUT /api/courses/:courseId/curriculum/order: every section of the course in its new order,
 * each with every lesson it now holds in order (a lesson named under another section moves there).
 * It must name each section and each lesson of the course exactly once (400 otherwise).
 */
export const curriculumOrderBodySchema = z.strictObject({
  sections: z
    .array(
      z.strictObject({
        id: z.uuid({ error: msg('Each section needs its id.') }),
        lessonIds: z
          .array(z.uuid({ error: msg('Each lesson needs its id.') }))
          .check(
            z.maxLength(
              MAX_LESSONS,
              msg('A course may have at most {{maxLessons}} lessons.', { maxLessons: MAX_LESSONS }),
            ),
          ),
      }),
      { error: msg('sections must be a list of { id, lessonIds }.') },
    )
    .check(
      z.maxLength(
        MAX_SECTIONS,
        msg('A course may have at most {{maxSections}} sections.', { maxSections: MAX_SECTIONS }),
      ),
    ),
});
export type CurriculumOrderBody = z.infer<typeof curriculumOrderBodySchema>;

export const sectionParamsSchema = z.object({
  courseId: entityId(msg('The course id')),
  sectionId: entityId(msg('The section id')),
});
export const lessonParamsSchema = z.object({
  courseId: entityId(msg('The course id')),
  lessonId: entityId(msg('The lesson id')),
});

/** One lesson as the editor shows it: its fields, and the title of the material, video or session it holds. */
export const editorLessonSchema = z.object({
  id: z.string(),
  sectionId: z.string(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  bodyHtml: z.nullable(z.string()),
  materialId: z.nullable(z.string()),
  videoId: z.nullable(z.string()),
  sessionId: z.nullable(z.string()),
  quiz: z.nullable(quizSpecSchema),
  isFreePreview: z.boolean(),
  /** The title of the material, video or session the lesson holds; null for text and quiz lessons. */
  itemTitle: z.nullable(z.string()),
});
export type EditorLesson = z.infer<typeof editorLessonSchema>;

export const editorSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  lessons: z.array(editorLessonSchema),
});
export type EditorSection = z.infer<typeof editorSectionSchema>;

/** GET /api/courses/:courseId/curriculum (and the answer of every change): for the course's trainer and admins. */
export const curriculumSchema = z.object({
  courseId: z.string(),
  courseTitle: z.string(),
  isPublished: z.boolean(),
  /** The course's short outline and cover (issue 27 item 1), edited beside the curriculum. */
  outline: z.string(),
  coverUrl: z.nullable(z.string()),
  sections: z.array(editorSectionSchema),
});
export type Curriculum = z.infer<typeof curriculumSchema>;

/** The number of lessons of a curriculum. */
export const lessonCount = (curriculum: Pick<Curriculum, 'sections'>): number =>
  curriculum.sections.reduce((total, section) => total + section.lessons.length, 0);

/** One lesson of a course's public outline: its title, kind and whether anyone may open it. */
export const outlineLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  isFreePreview: z.boolean(),
});
export type OutlineLesson = z.infer<typeof outlineLessonSchema>;

/**
 * GET /api/courses/:courseId/curriculum/outline: the curriculum as everyone who may see the course
 * sees it (issue 27 item 1): section titles, lesson titles, kinds and free-preview marks, and the
 * number of lessons; never a lesson's text, file, video or quiz.
 */
export const curriculumOutlineSchema = z.object({
  sections: z.array(z.object({ id: z.string(), title: z.string(), lessons: z.array(outlineLessonSchema) })),
  lessonCount: z.int(),
});
export type CurriculumOutline = z.infer<typeof curriculumOutlineSchema>;
