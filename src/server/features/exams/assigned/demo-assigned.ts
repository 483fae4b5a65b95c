import type { AccountUser } from '../../../../shared/account/user';
import type { ItemFilter } from '../../../../shared/exams/forms';
import { SUBJECTS } from '../../../../shared/exams/question-bank';
import { ITEM_TYPES, type ItemResponse, itemTypeModule, type QuestionContent } from '../../../../shared/items/registry';
import type { Database } from '../../../db/client';
import { updateAttemptItem } from '../attempts/answer';
import { readItems } from '../attempts/attempt-access';
import { submitAttempt } from '../attempts/submit';
import { countDrawableItems } from '../bank/bank-items';
import { createCustomTest } from '../forms';
import { listAssignableForms, startAssignedAttempt } from './assigned-attempts';

/** A demo answer: right for about `rightShare` of the items (spread evenly), else partly right or wrong. */
function demoResponse(item: QuestionContent, index: number, rightShare: number): ItemResponse {
  const { samples } = itemTypeModule(item.itemType);
  const right = Math.floor((index + 1) * rightShare) > Math.floor(index * rightShare);
  if (right) return samples.right(item);
  return index % 2 === 0 && samples.partlyRight ? samples.partlyRight(item) : samples.wrong(item);
}

/**
 * The demo instructor's custom test to assign (issue 28 item 5 demo): "Class review: one pool", a
 * test of every item of the smallest pool of the shared bank (one subject and one item type) that
 * holds 8 to 15 items, so that every demo student is asked the same items and the results show each
 * item's percent correct and point-biserial over the whole class (a random draw from the whole
 * bank would ask each student different items). Made once; later calls find it by its title.
 */
export async function demoCustomTestOf(db: Database, instructor: AccountUser): Promise<string> {
  const title = 'Class review: one pool';
  const own = (await listAssignableForms(db, instructor)).find(
    (form) => form.kind === 'custom' && form.title === title,
  );
  if (own) return own.id;
  const pools: { filter: ItemFilter; count: number }[] = [];
  for (const subject of SUBJECTS) {
    for (const itemType of ITEM_TYPES) {
      const filter: ItemFilter = { subjects: [subject], clientNeeds: [], itemTypes: [itemType] };
      pools.push({ filter, count: await countDrawableItems(db, filter) });
    }
  }
  const pool =
    pools.filter((candidate) => candidate.count >= 8 && candidate.count <= 15).sort((a, b) => a.count - b.count)[0] ??
    pools.sort((a, b) => b.count - a.count)[0];
  if (!pool) throw new Error('the bank holds no items for the demo class test');
  const created = await createCustomTest(db, instructor, {
    title,
    subjects: pool.filter.subjects,
    clientNeeds: [],
    itemTypes: pool.filter.itemTypes,
    questionCount: Math.min(pool.count, 15),
    timeLimitMinutes: 20,
  });
  return created.id;
}

/**
 * A demo student takes the form `formId` of a class assignment from `startedAt` (as
 * startAssignedAttempt starts it), answers about `rightShare` of its items right, 50 seconds each,
 * and submits. Returns the attempt's id (the classes feature records it).
 */
export async function takeDemoAssignment(
  db: Database,
  formId: string,
  student: AccountUser,
  startedAt: Date,
  rightShare: number,
): Promise<string> {
  const { attemptId } = await startAssignedAttempt(db, formId, student, startedAt);
  const items = (await readItems(db, attemptId)).map((row) => row.item);
  for (const [index, item] of items.entries()) {
    await updateAttemptItem(
      db,
      {
        attemptId,
        itemId: item.id,
        body: { response: demoResponse(item, index, rightShare), addSeconds: 50 },
      },
      new Date(startedAt.getTime() + (index + 1) * 50_000),
      student.id,
    );
  }
  await submitAttempt(db, attemptId, new Date(startedAt.getTime() + (items.length + 1) * 50_000), student.id);
  return attemptId;
}
