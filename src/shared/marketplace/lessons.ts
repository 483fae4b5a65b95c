import { z } from 'zod/mini';
import { CLIENT_NEEDS, SUBJECTS } from '../exams/question-bank';
import { msg } from '../i18n/msg';
import { isItemType } from '../items/item-type-labels';

/**
 * The lessons of a course's curriculum (issue 27 item 1): a course has ordered sections, each with
 * ordered lessons. A lesson is one of five kinds: a text lesson written in the product (rich text,
 * sanitised on the server), one of the trainer's approved materials, one of her videos, a practice
 * quiz drawn from the bank through the exam engine, or one of her live sessions.
 */
export const LESSON_KINDS = ['text', 'material', 'video', 'quiz', 'session'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/** How each kind is named on screen. */
export const LESSON_KIND_LABELS: Record<LessonKind, string> = {
  text: msg('Text lesson'),
  material: msg('Material'),
  video: msg('Video'),
  quiz: msg('Practice quiz'),
  session: msg('Live session'),
};

/** The most items a quiz lesson asks. */
export const QUIZ_LESSON_MAX_ITEMS = 50;

/**
 * What a quiz lesson draws from the bank: empty lists mean any subject, client need or item type;
 * `itemIds`, when not empty, names the items exactly (and the other filters are not used).
 * `questionCount` items are drawn (at most QUIZ_LESSON_MAX_ITEMS); `passPercent` is the score a
 * learner needs for the quiz to count as passed (the lesson completes when the quiz is submitted).
 */
export const quizSpecSchema = z.strictObject({
  subjects: z.array(z.enum(SUBJECTS, { error: msg('Choose subjects from the list.') })),
  clientNeeds: z.array(z.enum(CLIENT_NEEDS, { error: msg('Choose client-needs categories from the list.') })),
  itemTypes: z.array(
    z
      .string({ error: msg('Choose item types from the list.') })
      .check(z.refine(isItemType, { error: msg('Choose item types from the list.') })),
  ),
  itemIds: z.array(z.string({ error: msg('Item ids must be text.') })),
  questionCount: z.int({ error: msg('The number of items must be a whole number.') }).check(
    z.minimum(1, { error: msg('A quiz needs at least 1 item.') }),
    z.maximum(QUIZ_LESSON_MAX_ITEMS, {
      error: msg('A quiz asks at most {{quizLessonMaxItems}} items.', { quizLessonMaxItems: QUIZ_LESSON_MAX_ITEMS }),
    }),
  ),
  passPercent: z
    .int({ error: msg('The pass mark must be a whole percent.') })
    .check(
      z.minimum(0, { error: msg('The pass mark is a percent from 0 to 100.') }),
      z.maximum(100, { error: msg('The pass mark is a percent from 0 to 100.') }),
    ),
});
export type QuizSpec = z.infer<typeof quizSpecSchema>;
