import { scoreItem } from '../../../../shared/items/registry';
import type { Database } from '../../../db/client';
import { listDrawableGroups, listDrawableItems } from '../bank/bank-items';
import { type BankItem, getPlacedItems, type PlacedItem } from '../bank/placed-items';
import { type AskedSoFar, itemSelectionFor, type SelectionStep } from '../selection/item-selection';
import type { AttemptItemRow } from '../tables';

/**
 * One step of an attempt: the items the form's selection rule asks next after `asked` (all of
 * them at the start of a fixed draw), as authored with their case study and place, in the order to
 * ask them; none when the attempt asks no more; `caseStudyId` names the one case study to ask. A
 * custom test's `form.ownerId` is whose private items its `filter.bank` may draw (issue 28).
 * Errors: 503 question_bank_too_small (see ItemSelection).
 */
export async function nextItems(
  db: Database,
  step: Pick<SelectionStep, 'length'> & {
    form: SelectionStep['form'] & { ownerId?: string | null };
    asked: readonly AskedSoFar[];
    caseStudyId?: string | undefined;
  },
): Promise<BankItem[]> {
  const { caseStudyId, ...rest } = step;
  const ownerId = step.form.ownerId ?? null;
  const ids = await itemSelectionFor(step.form.selection).next({
    ...rest,
    pool: () => listDrawableItems(db, step.form.filter, ownerId),
    groups: async () => {
      const groups = await listDrawableGroups(db, step.form.filter, ownerId);
      return caseStudyId === undefined ? groups : groups.filter((group) => group.id === caseStudyId);
    },
  });
  return getPlacedItems(db, ids);
}

/**
 * The rows of `items` asked by attempt `attemptId` from place `from` on (docs/architecture.md §6):
 * each a copy of the item as asked, unanswered, with the points it can earn, and its case study
 * and place in it (null for a stand-alone item).
 */
export function attemptItemRows(
  attemptId: string,
  items: readonly PlacedItem[],
  from: number,
  now: Date,
): AttemptItemRow[] {
  return items.map(({ item, groupId, groupPosition }, index) => ({
    attemptId,
    position: from + index,
    itemId: item.id,
    itemType: item.itemType,
    subject: item.subject,
    clientNeeds: item.clientNeeds,
    item,
    response: null,
    earned: null,
    possible: scoreItem(item, null).possible,
    flagged: false,
    lowConfidence: false,
    secondsSpent: 0,
    checkedAt: null,
    groupId,
    groupPosition,
    createdAt: now,
    updatedAt: now,
  }));
}
