import type { AccountUser } from '../../../../shared/account/user';
import { type ItemResponse, itemTypeModule, type QuestionContent } from '../../../../shared/items/registry';
import type { Database } from '../../../db/client';
import { updateAttemptItem } from '../attempts/answer';
import { readItems } from '../attempts/attempt-access';
import { submitAttempt } from '../attempts/submit';
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
 * The demo instructor's custom test to assign (issue 28 item 5 demo): her newest one, or a new
 * "Class review: mixed bank" of 12 questions drawn from the shared bank.
 */
export async function demoCustomTestOf(db: Database, instructor: AccountUser): Promise<string> {
  const own = (await listAssignableForms(db, instructor)).find((form) => form.kind === 'custom');
  if (own) return own.id;
  const created = await createCustomTest(db, instructor, {
    title: 'Class review: mixed bank',
    subjects: [],
    clientNeeds: [],
    itemTypes: [],
    questionCount: 12,
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
