import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AccountUser } from '../../../../shared/account/user';
import type { AdaptiveAttempt, CatExamId } from '../../../../shared/exams/cat/adaptive-schemas';
import { planAdaptiveTest } from '../../../../shared/exams/cat/adaptive-test';
import { CAT_EXAMS, type CatExam } from '../../../../shared/exams/cat/cat-exams';
import { STANDARD_NORMAL_PRIOR } from '../../../../shared/exams/cat/estimate';
import { randomSeed, seededRandom } from '../../../../shared/exams/cat/random';
import { ADAPTIVE_FORM_IDS } from '../../../../shared/exams/forms';
import type { Database } from '../../../db/client';
import { questionBankTooSmall } from '../attempts/attempt-errors';
import { findFormToStart } from '../forms';
import { examAttempts } from '../tables';
import { loadAdaptivePool } from './adaptive-pool';
import { readAdaptiveRecord } from './adaptive-record';
import { appendNextStep } from './adaptive-steps';
import { toAdaptiveView } from './adaptive-view';
import { readAdaptiveAttempt } from './read-adaptive';
import { adaptiveAttempts } from './tables';

/**
 * Starts the adaptive NCLEX-RN or NCLEX-PN for `user` (docs/nclex.md §5), or returns the one they
 * have in progress for that exam (a second start resumes it; one whose time ran out is decided by
 * the time rule first, and a new one starts). A new test gets a random seed, its plan (where its
 * three case studies and fifteen pretest items fall, from the seed) and its first item, chosen for
 * the prior ability 0; 5 hours from `now`. Errors: 403 registration_required for a visitor (spec §6:
 * non-registered users take the Free Sample only); 503 question_bank_too_small when the bank
 * cannot give a first item. `lengths` shortens the test (ADAPTIVE_TEST_ITEMS: demonstrations and
 * end-to-end tests); the attempt keeps its lengths.
 */
export async function startAdaptiveAttempt(
  db: Database,
  examId: CatExamId,
  user: AccountUser | null,
  now: Date,
  lengths?: AdaptiveLengths,
): Promise<AdaptiveAttempt> {
  const form = await findFormToStart(db, ADAPTIVE_FORM_IDS[examId], user);
  if (!user) throw new Error('findFormToStart lets no visitor take an adaptive test');
  const open = await openAttemptOf(db, examId, user.id);
  if (open) {
    const view = await readAdaptiveAttempt(db, open, user.id, now);
    if (view.status === 'in_progress') return view;
  }
  const exam = withLengths(CAT_EXAMS[examId], lengths);
  const seed = randomSeed();
  const plan = planAdaptiveTest(exam, seededRandom(seed, 0));
  const pool = await loadAdaptivePool(db);
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(examAttempts)
      .values({
        formId: form.id,
        mode: 'nclex',
        timeLimitSeconds: exam.timeLimitSeconds,
        startedAt: now,
        deadlineAt: new Date(now.getTime() + exam.timeLimitSeconds * 1000),
        userId: user.id,
      })
      .returning({ id: examAttempts.id });
    if (!attempt) throw new Error('insert returned no row');
    await tx.insert(adaptiveAttempts).values({
      attemptId: attempt.id,
      exam: examId,
      passingStandard: exam.passingStandard,
      seed,
      minItems: exam.minItems,
      maxItems: exam.maxItems,
      caseStudyStarts: plan.caseStudyStarts,
      pretestNumbers: plan.pretestNumbers,
    });
    const record = await readAdaptiveRecord(tx, attempt.id, user.id);
    const current = await appendNextStep(tx, record, {
      number: 1,
      theta: STANDARD_NORMAL_PRIOR.mean,
      items: [],
      pool,
      now,
    });
    if (!current) throw questionBankTooSmall(form.title);
    return toAdaptiveView(record, current, now);
  });
}

/** The fewest and most items of a shortened adaptive test. */
export interface AdaptiveLengths {
  minItems: number;
  maxItems: number;
}

/**
 * `exam` with `lengths` in place of NCSBN's 85 to 150 items: pretest items and case studies keep
 * about their share of the minimum (15 of 85; a case study per 28 items, none below 28).
 */
function withLengths(exam: CatExam, lengths: AdaptiveLengths | undefined): CatExam {
  if (!lengths) return exam;
  return {
    ...exam,
    ...lengths,
    pretestItems: Math.min(exam.pretestItems, Math.floor((lengths.minItems * exam.pretestItems) / exam.minItems)),
    caseStudies: Math.min(exam.caseStudies, Math.floor(lengths.minItems / 28)),
  };
}

/** The id of `userId`'s latest undecided adaptive attempt of `examId` still in progress, if any. */
async function openAttemptOf(db: Database, examId: CatExamId, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: examAttempts.id })
    .from(adaptiveAttempts)
    .innerJoin(examAttempts, eq(examAttempts.id, adaptiveAttempts.attemptId))
    .where(
      and(
        eq(examAttempts.userId, userId),
        eq(adaptiveAttempts.exam, examId),
        eq(examAttempts.status, 'in_progress'),
        isNull(adaptiveAttempts.outcome),
      ),
    )
    .orderBy(desc(examAttempts.startedAt))
    .limit(1);
  return row?.id;
}
