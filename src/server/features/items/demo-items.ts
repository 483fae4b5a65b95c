import { eq } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import { REVIEW_CHECKLIST, type ReviewCheckKey } from '../../../shared/item-bank/review-workflow';
import type { AuthoredContentInput } from '../../../shared/item-bank/schemas';
import type { Database } from '../../db/client';
import { findAccountUserByEmail } from '../account/service';
import { createItem } from './authoring';
import {
  ACTIVE_DKA_BOW_TIE,
  ACTIVE_HYPOGLYCEMIA,
  APPROVED_FUNDUS,
  DRAFT_CASE_STUDY,
  DRAFT_DIGOXIN,
  IN_REVIEW_CDIFF,
  RETIRED_LITHIUM,
} from './demo-item-content';
import { actOnItem } from './review';
import { authoredItems } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;
const TICKED = Object.fromEntries(REVIEW_CHECKLIST.map((check) => [check.key, true])) as Record<
  ReviewCheckKey,
  boolean
>;

/**
 * Priya Nair's item bank for the demo (issue 28 item 7), written through the service as a person
 * would: a draft, one in review (James Whitfield may review it), one approved, two active private
 * items (a bow-tie and a multiple-choice item, in the exams bank for her custom tests), one
 * retired, and a case study draft. James (instructor) or Grace Mensah (admin) approve, never Priya. Runs once: nothing is
 * written when Priya already owns an item, or when a demo account is missing.
 */
export async function seedDemoItems(db: Database, now: Date): Promise<void> {
  const [priya, james, grace] = await Promise.all(
    ['priya.nair@nightingale.test', 'james.whitfield@nightingale.test', 'grace.mensah@nightingale.test'].map((email) =>
      findAccountUserByEmail(db, email),
    ),
  );
  if (!priya || !james || !grace) return;
  const [existing] = await db
    .select({ id: authoredItems.id })
    .from(authoredItems)
    .where(eq(authoredItems.ownerId, priya.id))
    .limit(1);
  if (existing) return;

  const daysAgo = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS + hours * 60 * 60 * 1000);
  /** Writes `content` as Priya days ago, then takes `steps` an hour apart. */
  const write = async (
    content: AuthoredContentInput,
    days: number,
    steps: { by: AccountUser; action: 'submit' | 'approve' | 'return' | 'activate' | 'retire'; comments?: string }[],
  ) => {
    const detail = await createItem(db, priya, content, daysAgo(days));
    let hour = 1;
    for (const step of steps) {
      await actOnItem(
        db,
        step.by,
        detail.summary.id,
        {
          action: step.action,
          comments: step.comments,
          checklist: step.action === 'approve' ? TICKED : undefined,
        },
        daysAgo(days, hour),
      );
      hour += 1;
    }
  };

  await write(RETIRED_LITHIUM, 30, [
    { by: priya, action: 'submit' },
    { by: james, action: 'approve', comments: 'Clear and current.' },
    { by: priya, action: 'activate' },
    { by: priya, action: 'retire', comments: 'Replaced by the lithium case study planned for next term.' },
  ]);
  await write(ACTIVE_HYPOGLYCEMIA, 21, [
    { by: priya, action: 'submit' },
    { by: grace, action: 'approve', comments: 'Matches the ADA 15-15 guidance.' },
    { by: priya, action: 'activate' },
  ]);
  await write(ACTIVE_DKA_BOW_TIE, 14, [
    { by: priya, action: 'submit' },
    {
      by: james,
      action: 'return',
      comments: 'Give the potassium value: whether insulin can start depends on it.',
    },
    { by: priya, action: 'submit' },
    { by: james, action: 'approve' },
    { by: priya, action: 'activate' },
  ]);
  await write(APPROVED_FUNDUS, 5, [
    { by: priya, action: 'submit' },
    { by: james, action: 'approve', comments: 'Good first-action item.' },
  ]);
  await write(IN_REVIEW_CDIFF, 2, [{ by: priya, action: 'submit' }]);
  await write(DRAFT_DIGOXIN, 1, []);
  await write(DRAFT_CASE_STUDY, 0, []);
}
