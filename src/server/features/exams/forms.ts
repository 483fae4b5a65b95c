import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import {
  type CustomTestBody,
  type FormSummary,
  type FormsOverview,
  formsOverviewSchema,
} from '../../../shared/exams/form-schemas';
import { BUILT_IN_FORMS, cappedQuestionCount, type ItemFilter } from '../../../shared/exams/forms';
import { msg } from '../../../shared/i18n/msg';
import { ITEM_TYPES, type ItemType } from '../../../shared/items/registry';
import { can, maxQuestions } from '../../../shared/roles';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { bumpDataVersion, type DataCache } from '../../lib/data-cache';
import { type JsonAnswer, jsonAnswer } from '../../lib/data-cache-answer';
import { countDrawableItems } from './bank/bank-items';
import { type ExamFormRow, examForms } from './tables';

/**
 * Makes the built-in forms (spec §9, `BUILT_IN_FORMS`) in the table match their definitions;
 * run at every start. Attempts keep pointing at them by id. Raises the `exam-forms` stamp, so that
 * every instance's cached overviews are made again.
 */
export async function syncBuiltInForms(db: Database): Promise<void> {
  const now = new Date();
  for (const [position, form] of BUILT_IN_FORMS.entries()) {
    const values = {
      kind: form.kind,
      title: form.title,
      description: form.description,
      questionCount: form.questionCount,
      timeLimitSeconds: form.timeLimitMinutes * 60,
      filter: form.filter,
      selection: form.selection,
      access: form.access,
      ownerId: null,
      position,
      archivedAt: null,
    };
    await db
      .insert(examForms)
      .values({ id: form.id, ...values })
      .onConflictDoUpdate({ target: examForms.id, set: { ...values, updatedAt: now } });
  }
  await bumpDataVersion(db, 'exam-forms');
}

/**
 * Whether `user` (null: a visitor) may take `form` (spec §6): the Free Sample anyone; the other
 * built-in forms only users with full access; a custom test only its author.
 */
export function mayTakeForm(form: Pick<ExamFormRow, 'access' | 'ownerId'>, user: AccountUser | null): boolean {
  if (form.access === 'anyone') return true;
  if (form.access === 'full-access') return can(user, 'fullAccess');
  return user !== null && form.ownerId === user.id;
}

/**
 * A form as `user` sees it on the overview: its count capped by their maximum (spec §6, §9), but for
 * an adaptive test, whose length is NCSBN's (at most 150 items; decision 014).
 */
export function toFormSummary(form: ExamFormRow, user: AccountUser | null): FormSummary {
  return {
    id: form.id,
    kind: form.kind,
    title: form.title,
    description: form.description,
    questionCount:
      form.kind === 'adaptive' ? form.questionCount : cappedQuestionCount(form.questionCount, maxQuestions(user)),
    timeLimitSeconds: form.timeLimitSeconds,
    filter: form.filter,
    selection: form.selection,
    available: mayTakeForm(form, user),
  };
}

/** The forms of the overview that are the same for every reader of one variant (formsVariant): the built-in ones. */
const builtInListed = and(isNull(examForms.archivedAt), isNull(examForms.ownerId), ne(examForms.kind, 'practice'));

/**
 * What the built-in forms' summaries depend on (spec §6): the reader's maximum and whether they have
 * full access, so `admin`, `instructor`, `trainer`, a registered student, and a visitor or
 * unregistered student share five cached overviews.
 */
function formsVariant(user: AccountUser | null): string {
  return `${maxQuestions(user)}:${can(user, 'fullAccess') ? 'full' : 'sample'}`;
}

/**
 * The Training Center's forms for `user` (null: a visitor), serialised: the built-in forms in order,
 * then the user's own custom tests, newest first, with the user's maximum questions per test (spec
 * §6). The built-in part is cached per variant in `cache` (issue 30 item 2; its stamp is raised by
 * syncBuiltInForms, the only writer of built-in forms); a signed-in user's own tests are read for
 * every request and never cached. A user with none gets their variant's cached answer itself.
 */
export async function listForms(
  cache: DataCache,
  db: Database,
  user: AccountUser | null,
): Promise<JsonAnswer<FormsOverview>> {
  const shared = await cache.read('exam-forms', formsVariant(user), async () => {
    const rows = await db
      .select()
      .from(examForms)
      .where(builtInListed)
      .orderBy(asc(examForms.position), asc(examForms.createdAt));
    const overview = { maxQuestions: maxQuestions(user), forms: rows.map((row) => toFormSummary(row, user)) };
    return jsonAnswer(formsOverviewSchema.parse(overview), { compress: true });
  });
  if (!user) return shared;
  const own = await db
    .select()
    .from(examForms)
    .where(and(isNull(examForms.archivedAt), eq(examForms.ownerId, user.id), ne(examForms.kind, 'practice')))
    .orderBy(desc(examForms.position), desc(examForms.createdAt));
  if (own.length === 0) return shared;
  const overview = { ...shared.value, forms: [...shared.value.forms, ...own.map((row) => toFormSummary(row, user))] };
  return jsonAnswer(formsOverviewSchema.parse(overview), { compress: false });
}

const formNotFound = () =>
  new AppError('form_not_found', {
    status: 404,
    message: msg('This test does not exist or was deleted. Choose another test in the Training Center.'),
  });

/**
 * The form `formId` for `user` to start: 404 form_not_found when it does not exist, was deleted or
 * is someone else's custom test; 403 registration_required when it needs full access the user does
 * not have (spec §6: "Non-registered users can only take the 10-question Free Sample").
 */
export async function findFormToStart(db: Database, formId: string, user: AccountUser | null): Promise<ExamFormRow> {
  const [form] = await db
    .select()
    .from(examForms)
    .where(and(eq(examForms.id, formId), isNull(examForms.archivedAt)));
  if (!form || (form.access === 'owner' && form.ownerId !== user?.id)) throw formNotFound();
  if (!mayTakeForm(form, user)) {
    throw new AppError('registration_required', {
      status: 403,
      message: msg(
        'The {{title}} test is for registered members. Register to take it; the Free Sample is open to everyone.',
        { title: form.title },
      ),
    });
  }
  return form;
}

/**
 * Saves a custom test composed by an instructor or admin (spec §6 "Create tests"), to reuse from the
 * Training Center. Empty lists mean any subject, client need or item type. Errors (nothing saved):
 * 400 too_many_questions when the count is over the author's maximum (spec §6: 150 instructor,
 * 200 admin); 400 unknown_item_type; 400 not_enough_items when fewer active items match.
 */
export async function createCustomTest(db: Database, user: AccountUser, body: CustomTestBody): Promise<FormSummary> {
  const cap = maxQuestions(user);
  if (body.questionCount > cap) {
    throw new AppError('too_many_questions', {
      status: 400,
      message: msg('A test can have at most {{cap}} questions for your account; choose {{cap}} or fewer.', { cap }),
    });
  }
  const unknown = body.itemTypes.filter((type) => !ITEM_TYPES.includes(type as ItemType));
  if (unknown.length > 0) {
    throw new AppError('unknown_item_type', {
      status: 400,
      message: msg('Unknown item type "{{itemType}}": choose from {{itemTypes}}.', {
        itemType: unknown[0] ?? '',
        itemTypes: ITEM_TYPES.join(', '),
      }),
    });
  }
  const filter: ItemFilter = {
    subjects: [...new Set(body.subjects)],
    clientNeeds: [...new Set(body.clientNeeds)],
    itemTypes: [...new Set(body.itemTypes)] as ItemType[],
    bank: body.bank ?? 'shared',
  };
  const available = await countDrawableItems(db, filter, user.id);
  if (available < body.questionCount) {
    throw new AppError('not_enough_items', {
      status: 400,
      message:
        available === 0
          ? msg('Only {{available}} questions match these choices. Choose more subjects, client needs or item types.', {
              available,
            })
          : msg(
              'Only {{available}} questions match these choices. Choose {{available}} or fewer questions, or widen the choices.',
              { available },
            ),
    });
  }
  const [form] = await db
    .insert(examForms)
    .values({
      id: `custom-${randomUUID()}`,
      kind: 'custom',
      title: body.title,
      description: `${body.questionCount} questions chosen by ${user.firstName} ${user.lastName}.`,
      questionCount: body.questionCount,
      timeLimitSeconds: body.timeLimitMinutes * 60,
      filter,
      selection: 'random',
      access: 'owner',
      ownerId: user.id,
    })
    .returning();
  if (!form) throw new Error('insert returned no row');
  return toFormSummary(form, user);
}

/** Deletes (archives) one of `user`'s custom tests; its attempts keep their results. Errors: 404 not theirs or unknown. */
export async function deleteCustomTest(db: Database, user: AccountUser, formId: string): Promise<void> {
  const [archived] = await db
    .update(examForms)
    .set({ archivedAt: new Date() })
    .where(and(eq(examForms.id, formId), eq(examForms.ownerId, user.id), isNull(examForms.archivedAt)))
    .returning({ id: examForms.id });
  if (!archived) throw formNotFound();
}
