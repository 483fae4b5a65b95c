import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AccountUser } from '../../../../shared/account/user';
import type { InProgressAttempt } from '../../../../shared/exams/attempt-schemas';
import type { ExamMode } from '../../../../shared/exams/forms';
import { msg } from '../../../../shared/i18n/msg';
import type { ItemGroupContent } from '../../../../shared/items/item-group';
import { ITEM_TYPES } from '../../../../shared/items/registry';
import { maxQuestions } from '../../../../shared/roles';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { getCaseStudies, listCaseStudies } from '../bank/bank-items';
import { type BankItem, getPlacedItems, type PlacedItem } from '../bank/placed-items';
import { findFormToStart } from '../forms';
import { attemptItemGroups, type ExamFormRow, examAttempts } from '../tables';
import { toInProgressView } from '../views';
import { rememberAskedItems } from './asked-items';
import { findAttempt, isExpired, readAttempt, readItems, type Viewer } from './attempt-access';
import { readCaseStudies } from './attempt-case-studies';
import { attemptNotFound, closedAttemptError, refuseAdaptive } from './attempt-errors';
import { BankItemChanged, copyAttemptItems, copyBankItems } from './copy-items';
import { attemptItemRows, nextItems } from './next-items';
import { submitAttempt } from './submit';

/**
 * What a new attempt asks, in order: items drawn from the bank (copied from `questions` at the
 * version read), or a retake's, the items of attempt `attemptId` as it asked them.
 */
export type AttemptItemsSource =
  | { from: 'bank'; items: BankItem[] }
  | { from: 'attempt'; attemptId: string; items: PlacedItem[] };

/** Tries of a start whose bank items keep changing under it (an activation between the read and the copy). */
const BANK_TRIES = 3;

/**
 * Inserts a new attempt with its items and case studies (in one transaction) and returns its view;
 * also used by the practice builder (issue 25 item 1). The items are copied by the database
 * (copyBankItems, copyAttemptItems); a bank item changed meanwhile is read again and the insert
 * tried again, up to BANK_TRIES times (then the error).
 */
export async function insertAttempt(
  db: Database,
  input: {
    form: Pick<ExamFormRow, 'id' | 'title' | 'kind'>;
    mode: ExamMode;
    items: AttemptItemsSource;
    /** The case studies the items belong to, as asked (copied into the attempt). */
    caseStudies: ReadonlyMap<string, ItemGroupContent>;
    timeLimitSeconds: number;
    retakeOf: string | null;
    userId: Viewer;
  },
  now: Date,
): Promise<InProgressAttempt> {
  let source = input.items;
  for (let tries = 1; ; tries++) {
    try {
      return await insertAttemptOnce(db, { ...input, items: source }, now);
    } catch (error) {
      if (!(error instanceof BankItemChanged) || source.from !== 'bank' || tries >= BANK_TRIES) throw error;
      source = {
        from: 'bank',
        items: await getPlacedItems(
          db,
          source.items.map(({ item }) => item.id),
        ),
      };
    }
  }
}

async function insertAttemptOnce(
  db: Database,
  input: Parameters<typeof insertAttempt>[1],
  now: Date,
): Promise<InProgressAttempt> {
  const { items } = input;
  const { attempt, rows } = await db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(examAttempts)
      .values({
        formId: input.form.id,
        mode: input.mode,
        timeLimitSeconds: input.timeLimitSeconds,
        startedAt: now,
        deadlineAt: new Date(now.getTime() + input.timeLimitSeconds * 1000),
        retakeOf: input.retakeOf,
        userId: input.userId,
      })
      .returning();
    if (!attempt) throw new Error('insert returned no row');
    if (input.caseStudies.size > 0) {
      await tx
        .insert(attemptItemGroups)
        .values(
          [...input.caseStudies.entries()].map(([groupId, group]) => ({ attemptId: attempt.id, groupId, group })),
        );
    }
    if (items.from === 'bank') {
      await copyBankItems(tx, attempt.id, items.items, now);
    } else if ((await copyAttemptItems(tx, attempt.id, items.attemptId, now)) !== items.items.length) {
      throw new Error('the retaken attempt changed while it was being copied');
    }
    // The rows as inserted, built here for the view instead of read back.
    return { attempt, rows: attemptItemRows(attempt.id, items.items, 0, now) };
  });
  rememberAskedItems(attempt.id, input.mode, rows);
  return toInProgressView(
    { ...attempt, formTitle: input.form.title, formKind: input.form.kind },
    rows,
    now,
    input.caseStudies,
  );
}

/**
 * Starts an attempt of form `formId` for `user` (null: a visitor) in `options.mode` (spec §4
 * "Quiz", §9): up to the form's count capped by the user's maximum (spec §6), the first step of the
 * form's selection rule (for the fixed draw, every item at random from those its filter allows, to
 * the client-needs shares of the test plan for `test-plan` forms, with the form's case studies, in
 * random order), each copied into the attempt with the case studies asked; a deadline
 * `timeLimitSeconds` from `now`. `options.itemType` narrows NGN Practice to one type;
 * `options.caseStudyId` chooses the case study of Case Studies. The view holds
 * no keys and no chart entry not yet due. Errors: 404 form_not_found; 403 registration_required
 * (spec §6); 400 mode_not_offered (NCLEX-like mode outside the full exam), adaptive_only (an adaptive form: POST /api/exams/adaptive), unknown_item_type (a type
 * the form does not ask), invalid_request (a case study for another test); 404 case_study_not_found; 503 question_bank_too_small when fewer items than needed are available.
 */
export async function startAttempt(
  db: Database,
  formId: string,
  options: { mode: ExamMode; itemType?: string | undefined; caseStudyId?: string | undefined },
  user: AccountUser | null,
  now: Date,
): Promise<InProgressAttempt> {
  return startAttemptOfForm(db, await findFormToStart(db, formId, user), options, user, now);
}

/**
 * Starts an attempt of the form row `form` (already found and allowed: startAttempt, or a class
 * assignment, issue 28 item 5); the rules and errors of startAttempt past the form's access.
 */
export async function startAttemptOfForm(
  db: Database,
  form: ExamFormRow,
  options: { mode: ExamMode; itemType?: string | undefined; caseStudyId?: string | undefined },
  user: AccountUser | null,
  now: Date,
): Promise<InProgressAttempt> {
  if (form.kind === 'adaptive') {
    throw new AppError('adaptive_only', {
      status: 400,
      message: msg(
        'The {{title}} chooses each item as you answer: start it from the Adaptive NCLEX card of the Training Center.',
        { title: form.title },
      ),
    });
  }
  const { mode, itemType } = options;
  if (mode === 'nclex' && form.kind !== 'full-exam') {
    throw new AppError('mode_not_offered', {
      status: 400,
      message: msg('NCLEX-like mode is offered for the Full NCLEX Practice Exam only; choose Timed or Tutor mode.'),
    });
  }
  const filter = itemType === undefined ? form.filter : narrowToType(form, itemType);
  const { caseStudyId } = options;
  if (caseStudyId !== undefined) await requireCaseStudy(db, form, caseStudyId);
  const length = Math.min(form.questionCount, maxQuestions(user));
  const items = await nextItems(db, { form: { ...form, filter }, length, asked: [], caseStudyId });
  const groupIds = [...new Set(items.flatMap((placed) => (placed.groupId ? [placed.groupId] : [])))];
  return insertAttempt(
    db,
    {
      form,
      mode,
      items: { from: 'bank', items },
      caseStudies: await getCaseStudies(db, groupIds),
      timeLimitSeconds: form.timeLimitSeconds,
      retakeOf: null,
      userId: user?.id ?? null,
    },
    now,
  );
}

/**
 * Checks a case study chosen for the Case Studies test: 400 invalid_request for another test, 404
 * case_study_not_found for an id Case Studies cannot ask.
 */
async function requireCaseStudy(db: Database, form: ExamFormRow, caseStudyId: string): Promise<void> {
  if (form.kind !== 'case-study') {
    throw new AppError('invalid_request', {
      status: 400,
      message: msg('The {{title}} test does not take a case study: choose one for the Case Studies test.', {
        title: form.title,
      }),
    });
  }
  if (!(await listCaseStudies(db)).some((caseStudy) => caseStudy.id === caseStudyId)) {
    throw new AppError('case_study_not_found', {
      status: 404,
      message: msg('This case study does not exist or was withdrawn. Choose another one in the Training Center.'),
    });
  }
}

/** The form's filter narrowed to `itemType`. Error: 400 unknown_item_type when the form does not ask that type. */
function narrowToType(form: ExamFormRow, itemType: string): ExamFormRow['filter'] {
  const allowed = form.filter.itemTypes.length > 0 ? form.filter.itemTypes : ITEM_TYPES;
  const type = allowed.find((candidate) => candidate === itemType);
  if (!type) {
    throw new AppError('unknown_item_type', {
      status: 400,
      message: msg('The {{title}} test does not ask "{{itemType}}" items: choose one of {{allowed}}.', {
        title: form.title,
        itemType,
        allowed: allowed.join(', '),
      }),
    });
  }
  return { ...form.filter, itemTypes: [type] };
}

/**
 * Retakes an attempt (spec §4: "results -> quiz (Retake Exam, same questions)"; also used to start
 * again after Exit Exam): a new attempt of the same form and mode with the same items in the same
 * order, fresh answers and clock. An in-progress attempt whose time is up is submitted first.
 * Errors: 404 unknown attempt, or another user's; 409 attempt_in_progress while it is being taken,
 * adaptive_only for an adaptive test (each of its tests chooses its own items).
 */
export async function retakeAttempt(
  db: Database,
  attemptId: string,
  now: Date,
  viewer: Viewer,
): Promise<InProgressAttempt> {
  const source = await findAttempt(db, attemptId, viewer);
  refuseAdaptive(source);
  if (source.status === 'in_progress' && !isExpired(source, now)) {
    throw new AppError('attempt_in_progress', {
      status: 409,
      message: msg('This attempt is still in progress. Submit it or exit it before starting again.'),
    });
  }
  if (source.status === 'in_progress') await submitAttempt(db, attemptId, now, viewer);
  const items = (await readItems(db, attemptId)).map(({ item, groupId, groupPosition }) => ({
    item,
    groupId,
    groupPosition,
  }));
  return insertAttempt(
    db,
    {
      form: { id: source.formId, title: source.formTitle, kind: source.formKind },
      mode: source.mode,
      items: { from: 'attempt', attemptId, items },
      caseStudies: await readCaseStudies(db, attemptId),
      timeLimitSeconds: source.timeLimitSeconds,
      retakeOf: source.id,
      userId: viewer,
    },
    now,
  );
}

/**
 * Takes a visitor's attempt over for the signed-in `userId` (a visitor who signs in during the free
 * sample test keeps their answers, and the attempt counts for them), only while it is in progress.
 * Claiming one's own attempt again returns it unchanged. Errors: 404 unknown attempt, or another
 * user's; 409 attempt_submitted, attempt_abandoned or time_up when it is no longer in progress.
 */
export async function claimAttempt(
  db: Database,
  attemptId: string,
  now: Date,
  userId: string,
): Promise<InProgressAttempt> {
  await db
    .update(examAttempts)
    .set({ userId, updatedAt: now })
    .where(
      and(
        eq(examAttempts.id, attemptId),
        isNull(examAttempts.userId),
        eq(examAttempts.status, 'in_progress'),
        gt(examAttempts.deadlineAt, now),
      ),
    );
  const row = await readAttempt(db, attemptId);
  if (!row || (row.userId !== null && row.userId !== userId)) throw attemptNotFound();
  if (row.userId === null || row.status !== 'in_progress' || isExpired(row, now)) throw closedAttemptError(row);
  return toInProgressView(row, await readItems(db, attemptId), now, await readCaseStudies(db, attemptId));
}
