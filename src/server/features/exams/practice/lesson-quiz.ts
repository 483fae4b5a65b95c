import { randomUUID } from 'node:crypto';
import { and, inArray, isNull } from 'drizzle-orm';
import type { AccountUser } from '../../../../shared/account/user';
import { PRACTICE_SECONDS_PER_ITEM } from '../../../../shared/exams/practice-schemas';
import { shuffled } from '../../../../shared/exams/test-plan';
import { msg } from '../../../../shared/i18n/msg';
import type { ItemType } from '../../../../shared/items/registry';
import type { QuizSpec } from '../../../../shared/marketplace/lessons';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { isExpired } from '../attempts/attempt-access';
import { insertAttempt } from '../attempts/start';
import { submitAttempt } from '../attempts/submit';
import { getPlacedItems } from '../bank/placed-items';
import { sharedBank } from '../bank/shared-bank';
import { questions } from '../bank/tables';
import { examAttempts, examForms } from '../tables';
import { listPracticeItemIds } from './practice-pool';

/** The items a quiz lesson may ask: the named active stand-alone items, or those its filters match. */
async function quizItemIds(db: Database, spec: QuizSpec, userId: string): Promise<string[]> {
  if (spec.itemIds.length > 0) {
    const rows = await db
      .select({ id: questions.id })
      .from(questions)
      .where(
        and(
          inArray(questions.id, [...new Set(spec.itemIds)]),
          isNull(questions.retiredAt),
          isNull(questions.groupId),
          sharedBank(),
        ),
      );
    return rows.map((row) => row.id);
  }
  return listPracticeItemIds(
    db,
    {
      subjects: [...new Set(spec.subjects)],
      clientNeeds: [...new Set(spec.clientNeeds)],
      itemTypes: [...new Set(spec.itemTypes)] as ItemType[],
      pool: 'all',
    },
    userId,
  );
}

/**
 * Starts the practice quiz of a course's quiz lesson for `user` (issue 27 items 1 and 2): up to
 * `spec.questionCount` items drawn at random from the active stand-alone items `spec` names (its
 * `itemIds`, else its subjects, client needs and item types), in Tutor mode, 90 seconds an item
 * (PRACTICE_SECONDS_PER_ITEM). Like a practice, the quiz is a form of kind `practice` owned by her,
 * run by the exam engine; the caller (the course player) records which lesson it belongs to.
 * Fewer items than asked are drawn when fewer match. Errors: 503 `question_bank_too_small` when no
 * item matches (the trainer must change the quiz). Returns the attempt's id.
 */
export async function startLessonQuiz(
  db: Database,
  user: AccountUser,
  { title, spec }: { title: string; spec: QuizSpec },
  now: Date,
): Promise<string> {
  const ids = await quizItemIds(db, spec, user.id);
  if (ids.length === 0) {
    throw new AppError('question_bank_too_small', {
      status: 503,
      message: msg(
        'No items of the question bank match this quiz any more. Tell the course’s trainer so they can change it.',
      ),
    });
  }
  const count = Math.min(spec.questionCount, ids.length);
  const items = await getPlacedItems(db, shuffled(ids).slice(0, count));
  const timeLimitSeconds = count * PRACTICE_SECONDS_PER_ITEM;
  const formTitle = `Lesson quiz: ${title}`;
  const [form] = await db
    .insert(examForms)
    .values({
      id: `practice-${randomUUID()}`,
      kind: 'practice',
      title: formTitle.length > 120 ? `${formTitle.slice(0, 117)}...` : formTitle,
      description: `${count} items of a course's quiz lesson.`,
      questionCount: count,
      timeLimitSeconds,
      filter: { subjects: spec.subjects, clientNeeds: spec.clientNeeds, itemTypes: spec.itemTypes as ItemType[] },
      selection: 'random',
      access: 'owner',
      ownerId: user.id,
    })
    .returning();
  if (!form) throw new Error('insert returned no row');
  const attempt = await insertAttempt(
    db,
    {
      form,
      mode: 'tutor',
      items: { from: 'bank', items },
      caseStudies: new Map(),
      timeLimitSeconds,
      retakeOf: null,
      userId: user.id,
    },
    now,
  );
  return attempt.id;
}

/** Where one exam attempt stands, for the course player. */
export interface QuizAttemptState {
  id: string;
  userId: string | null;
  status: 'in_progress' | 'submitted' | 'abandoned';
  /** Whole percent, set once submitted. */
  percent: number | null;
  submittedAt: Date | null;
  /** When the attempt's time is up (an in-progress attempt past it is submitted when next read). */
  deadlineAt: Date;
  suspendedAt: Date | null;
}

/**
 * The states of the exam attempts `attemptIds` at `now` (unknown ids are left out). An in-progress
 * attempt whose time is up (deadline plus the answers' grace, isExpired) is submitted first with
 * the answers it holds, as the exam screen does when it reads one (spec §4: auto-submit at zero),
 * so a quiz lesson left running past its time completes and is not started afresh.
 */
export async function quizAttemptStates(
  db: Database,
  attemptIds: readonly string[],
  now: Date,
): Promise<QuizAttemptState[]> {
  if (attemptIds.length === 0) return [];
  const states = await readQuizAttemptStates(db, attemptIds);
  const overdue = states.filter((state) => state.status === 'in_progress' && isExpired(state, now));
  if (overdue.length === 0) return states;
  for (const state of overdue) await submitAttempt(db, state.id, now, state.userId);
  return readQuizAttemptStates(db, attemptIds);
}

/** The states of the exam attempts `attemptIds` as stored. */
async function readQuizAttemptStates(db: Database, attemptIds: readonly string[]): Promise<QuizAttemptState[]> {
  return db
    .select({
      id: examAttempts.id,
      userId: examAttempts.userId,
      status: examAttempts.status,
      percent: examAttempts.percent,
      submittedAt: examAttempts.submittedAt,
      deadlineAt: examAttempts.deadlineAt,
      suspendedAt: examAttempts.suspendedAt,
    })
    .from(examAttempts)
    .where(inArray(examAttempts.id, [...attemptIds]));
}
