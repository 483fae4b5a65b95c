import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { entityId } from '../ids';
import { noControlCharacters, visibleText } from '../text';

/**
 * Courses of the marketplace (spec §3 "Course", §5 "Create course", §4 "Marketplace course").
 * The API takes and gives prices in integer cents (docs/architecture.md §5); the create-course form takes
 * dollars and turns them into cents with `toCourseBody`.
 */

/** The seven categories (spec §3), in the spec's order. */
export const COURSE_CATEGORIES = [
  'pharmacology',
  'fundamentals',
  'medical-surgical',
  'pediatrics',
  'maternity',
  'mental-health',
  'community-health',
] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

/** How each category is shown. */
export const CATEGORY_LABELS: Record<CourseCategory, string> = {
  pharmacology: msg('Pharmacology'),
  fundamentals: msg('Fundamentals'),
  'medical-surgical': msg('Medical-Surgical'),
  pediatrics: msg('Pediatrics'),
  maternity: msg('Maternity'),
  'mental-health': msg('Mental Health'),
  'community-health': msg('Community Health'),
};

/** The three levels (spec §3). */
export const COURSE_LEVELS = [
  msg('Beginner') as 'Beginner',
  msg('Intermediate') as 'Intermediate',
  msg('Advanced') as 'Advanced',
] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** The lowest price a course may have: the price input's minimum of 1 (spec §5), in cents. */
const MIN_PRICE_CENTS = 100;
/** The highest price a course may have ($9,999.99), in cents. */
const MAX_PRICE_CENTS = 999_999;
export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 5000;
export const DURATION_MAX = 60;

/** Spec §5: title, description and a positive price are required, with this one message. */
export const REQUIRED_FIELDS_MESSAGE = msg('Please fill in all required fields');
const CATEGORY_REQUIRED_MESSAGE = msg('Please choose a category');
const PRICE_MINIMUM_MESSAGE = msg('The price must be at least $1.00');
const PRICE_MAXIMUM_MESSAGE = msg('The price must be at most $9,999.99');
const PRICE_CENTS_MESSAGE = msg('The price must be in dollars and cents, with at most two decimals');

/** A required text field: `field` names it in its messages ("The title"), `tooLong` is its length message. */
const requiredText = (field: string, max: number, tooLong: string, multiline = false) =>
  z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .check(
      z.trim(),
      z.minLength(1, REQUIRED_FIELDS_MESSAGE),
      visibleText(REQUIRED_FIELDS_MESSAGE),
      z.maxLength(max, tooLong),
      noControlCharacters(field, { multiline }),
    );

const courseFields = {
  title: requiredText(
    msg('The title'),
    TITLE_MAX,
    msg('The title must be at most {{max}} characters', { max: TITLE_MAX }),
  ),
  description: requiredText(
    msg('The description'),
    DESCRIPTION_MAX,
    msg('The description must be at most {{max}} characters', { max: DESCRIPTION_MAX }),
    true,
  ),
  category: z.enum(COURSE_CATEGORIES, { error: CATEGORY_REQUIRED_MESSAGE }),
  /** Free text such as "6 weeks" (spec §3); may be empty. */
  duration: z
    .string({ error: msg('The duration must be text, such as "6 weeks"') })
    .check(
      z.trim(),
      z.maxLength(DURATION_MAX, msg('The duration must be at most {{max}} characters', { max: DURATION_MAX })),
      noControlCharacters(msg('The duration')),
    ),
  level: z.enum(COURSE_LEVELS, { error: msg('Please choose a level: Beginner, Intermediate or Advanced') }),
  isPublished: z.boolean({ error: msg('isPublished must be true or false') }),
};

/**
 * Body of POST /api/courses and PUT /api/courses/:courseId: the course's fields with the price in
 * whole cents, from $1.00 to $9,999.99.
 */
export const courseBodySchema = z.strictObject({
  ...courseFields,
  priceCents: z
    .int({ error: PRICE_CENTS_MESSAGE })
    .check(z.minimum(MIN_PRICE_CENTS, PRICE_MINIMUM_MESSAGE), z.maximum(MAX_PRICE_CENTS, PRICE_MAXIMUM_MESSAGE)),
});
export type CourseBody = z.infer<typeof courseBodySchema>;

/** True when `price` (dollars) has at most two decimals. */
function isWholeCents(price: number): boolean {
  return Math.abs(price * 100 - Math.round(price * 100)) < 1e-6;
}

/**
 * The create-course form's values (spec §5): the price in dollars, as the number input gives it
 * ('' while empty). A price of 0 or less, or none, is a missing required field.
 */
export const courseFormSchema = z.object({
  ...courseFields,
  category: z
    .union([z.literal(''), z.enum(COURSE_CATEGORIES)])
    .check(z.refine((value) => value !== '', { error: CATEGORY_REQUIRED_MESSAGE })),
  price: z.union([z.number(), z.string()]).check(
    z.refine((value) => typeof value === 'number' && value > 0, { error: REQUIRED_FIELDS_MESSAGE, abort: true }),
    z.refine((value) => typeof value === 'number' && isWholeCents(value), { error: PRICE_CENTS_MESSAGE, abort: true }),
    z.refine((value) => typeof value === 'number' && value * 100 >= MIN_PRICE_CENTS - 1e-6, {
      error: PRICE_MINIMUM_MESSAGE,
    }),
    z.refine((value) => typeof value === 'number' && value * 100 <= MAX_PRICE_CENTS + 1e-6, {
      error: PRICE_MAXIMUM_MESSAGE,
    }),
  ),
});
export type CourseFormValues = z.input<typeof courseFormSchema>;

/** The form's checked values as the API's body: dollars to whole cents. */
export function toCourseBody(values: z.output<typeof courseFormSchema>): CourseBody {
  return {
    title: values.title,
    description: values.description,
    category: values.category as CourseCategory,
    duration: values.duration,
    level: values.level,
    isPublished: values.isPublished,
    priceCents: Math.round(Number(values.price) * 100),
  };
}

/** Body of PATCH /api/courses/:courseId/publication: publish (true) or unpublish (false). */
export const publicationBodySchema = z.strictObject({
  isPublished: z.boolean({ error: msg('isPublished must be true or false') }),
});

/** Path parameters naming one course. Any text is accepted; an id that names no course is a 404. */
export const courseParamsSchema = z.object({
  courseId: entityId(msg('The course id')),
});

/** Query of GET /api/courses: words to find in title, description or category (spec §2 "Course Marketplace"). */
export const courseSearchQuerySchema = z.object({
  search: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(100, msg('The search must be at most 100 characters.')),
        noControlCharacters(msg('The search')),
      ),
  ),
});

/**
 * Where the signed-in reader stands with a course (spec §4 "Marketplace course"): they may buy it,
 * already bought it, or it is their own (the buy button is disabled in the last two).
 */
const VIEWER_STATES = ['purchasable', 'purchased', 'own'] as const;
export type ViewerState = (typeof VIEWER_STATES)[number];

/** A course as the API shows it (spec §3). Price in cents; rating the average of buyers' stars (1-5), null when none. */
export const courseSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  priceCents: z.int(),
  category: z.enum(COURSE_CATEGORIES),
  duration: z.string(),
  level: z.enum(COURSE_LEVELS),
  isPublished: z.boolean(),
  trainerId: z.string(),
  trainerName: z.string(),
  createdAt: z.string(),
  /** Buyers with a completed (not refunded) purchase. */
  enrolledStudents: z.int(),
  rating: z.nullable(z.number()),
  ratingCount: z.int(),
  viewerState: z.enum(VIEWER_STATES),
  /** What the learner will be able to do, in a few lines (issue 27 item 1); '' when not written. */
  outline: z.string(),
  /** Where the cover image is read (GET), or null when the course has none (issue 27 item 1). */
  coverUrl: z.nullable(z.string()),
});
export type Course = z.infer<typeof courseSchema>;

/** GET /api/courses: published courses, newest first. */
export const courseListSchema = z.object({ courses: z.array(courseSchema) });
export type CourseList = z.infer<typeof courseListSchema>;

/** GET /api/courses/:courseId: one course, with the reader's own rating (1-5) when they gave one. */
export const courseDetailSchema = z.extend(courseSchema, {
  myRating: z.nullable(z.int()),
  /** True when the reader may edit it: its trainer, or an admin. */
  canEdit: z.boolean(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** Body of PUT /api/courses/:courseId/rating: one to five stars, one rating per buyer per course. */
export const ratingBodySchema = z.strictObject({
  stars: z
    .int({ error: msg('A rating is a whole number of stars from 1 to 5.') })
    .check(
      z.minimum(1, msg('A rating is a whole number of stars from 1 to 5.')),
      z.maximum(5, msg('A rating is a whole number of stars from 1 to 5.')),
    ),
});

/** The longest a course's short outline may be, in characters (issue 27 item 1). */
export const COURSE_OUTLINE_MAX = 300;

/**
 * Body of PUT /api/courses/:courseId/presentation (issue 27 item 1): the short outline shown on the
 * card and the course page (at most COURSE_OUTLINE_MAX characters, may be empty) and the cover image,
 * the id of the editor's own upload of purpose `course-cover`, null for none, or left out to keep it.
 */
export const coursePresentationBodySchema = z.strictObject({
  outline: z
    .string({ error: msg('The outline must be text.') })
    .check(
      z.trim(),
      z.maxLength(
        COURSE_OUTLINE_MAX,
        msg('The outline must be at most {{max}} characters.', { max: COURSE_OUTLINE_MAX }),
      ),
      noControlCharacters(msg('The outline'), { multiline: true }),
    ),
  /** Left out: the cover stays as it is. */
  coverFileId: z.optional(z.nullable(z.uuid({ error: msg('Upload the cover image again.') }))),
});
export type CoursePresentationBody = z.infer<typeof coursePresentationBodySchema>;
