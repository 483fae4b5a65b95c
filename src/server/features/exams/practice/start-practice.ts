import { randomUUID } from 'node:crypto';
import type { AccountUser } from '../../../../shared/account/user';
import type { InProgressAttempt } from '../../../../shared/exams/attempt-schemas';
import {
  PRACTICE_POOL_LABELS,
  PRACTICE_SECONDS_PER_ITEM,
  type PracticeChoice,
  type PracticeCount,
  type StartPracticeBody,
} from '../../../../shared/exams/practice-schemas';
import { shuffled } from '../../../../shared/exams/test-plan';
import { msg } from '../../../../shared/i18n/msg';
import { maxQuestions } from '../../../../shared/roles';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { insertAttempt } from '../attempts/start';
import { getPlacedItems } from '../bank/placed-items';
import { examForms } from '../tables';
import { countPracticeItems, listPracticeItemIds } from './practice-pool';

/** The choice with each list deduplicated (the same subject twice draws nothing more). */
function normalised<T extends PracticeChoice>(choice: T): T {
  return {
    ...choice,
    subjects: [...new Set(choice.subjects)],
    clientNeeds: [...new Set(choice.clientNeeds)],
    itemTypes: [...new Set(choice.itemTypes)],
  };
}

/**
 * How many items a practice of `choice` can draw for `user`, and her cap (issue 25 item 1: the
 * builder says "42 items match" before she starts; spec §6 caps: 75 for a registered student).
 */
export async function countPractice(db: Database, user: AccountUser, choice: PracticeChoice): Promise<PracticeCount> {
  return { matching: await countPracticeItems(db, normalised(choice), user.id), maxQuestions: maxQuestions(user) };
}

/** The practice's title: its subjects (or every subject) and its pool, e.g. "Practice: Pharmacology (incorrect)". */
export function practiceTitle(choice: PracticeChoice): string {
  const subjects = choice.subjects.length === 0 ? 'All subjects' : choice.subjects.join(', ');
  const title = `Practice: ${subjects} (${PRACTICE_POOL_LABELS[choice.pool].toLowerCase()})`;
  return title.length > 120 ? `${title.slice(0, 117)}...` : title;
}

/**
 * Starts a practice for `user` (issue 25 item 1), a student with full access (the route checks
 * it): `questionCount` items drawn at random from those `body` matches (practice-pool.ts:
 * stand-alone items only), in Tutor or Timed mode, PRACTICE_SECONDS_PER_ITEM (90 s) an item on the
 * clock. The practice is a form of kind `practice` owned by her (access `owner`), never listed
 * among the tests (creating tests stays with instructors and admins, spec §6), and its attempt runs
 * through the exam engine like any other. Errors, nothing saved: 400 too_many_questions over her cap
 * (spec §6), 400 not_enough_items over what matches.
 */
export async function startPractice(
  db: Database,
  user: AccountUser,
  body: StartPracticeBody,
  now: Date,
): Promise<InProgressAttempt> {
  const cap = maxQuestions(user);
  if (body.questionCount > cap) {
    throw new AppError('too_many_questions', {
      status: 400,
      message: msg('A practice can have at most {{cap}} items for your account; choose {{cap}} or fewer.', { cap }),
    });
  }
  const { questionCount, mode, ...rest } = body;
  const choice = normalised(rest);
  const ids = await listPracticeItemIds(db, choice, user.id);
  if (ids.length < questionCount) {
    throw new AppError('not_enough_items', {
      status: 400,
      message:
        ids.length === 0
          ? msg('No items match these choices. Choose another pool, or more subjects, categories or item types.')
          : ids.length === 1
            ? msg(
                'Only {{available}} item matches these choices. Choose {{available}} or fewer, or widen the choices.',
                {
                  available: ids.length,
                },
              )
            : msg(
                'Only {{available}} items match these choices. Choose {{available}} or fewer, or widen the choices.',
                {
                  available: ids.length,
                },
              ),
    });
  }
  const items = await getPlacedItems(db, shuffled(ids).slice(0, questionCount));
  const timeLimitSeconds = questionCount * PRACTICE_SECONDS_PER_ITEM;
  const [form] = await db
    .insert(examForms)
    .values({
      id: `practice-${randomUUID()}`,
      kind: 'practice',
      title: practiceTitle(choice),
      description: `${questionCount} items chosen by ${user.firstName} ${user.lastName} for practice.`,
      questionCount,
      timeLimitSeconds,
      filter: { subjects: choice.subjects, clientNeeds: choice.clientNeeds, itemTypes: choice.itemTypes },
      selection: 'random',
      access: 'owner',
      ownerId: user.id,
    })
    .returning();
  if (!form) throw new Error('insert returned no row');
  return insertAttempt(
    db,
    {
      form,
      mode,
      items: { from: 'bank', items },
      caseStudies: new Map(),
      timeLimitSeconds,
      retakeOf: null,
      userId: user.id,
    },
    now,
  );
}
