import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../testing/accounts';
import { type ExamClient, examClient } from '../../testing/exam-client';
import { type ItemBankClient, itemBankClient, itemContent } from '../../testing/item-bank';
import { buildQuestionBank } from '../../testing/question-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** The shared bank: exactly the 10 items of the Free Sample. */
const SHARED = 10;

let t: TestApp;
let priya: ItemBankClient;
let priyaExams: ExamClient;
let jamesExams: ExamClient;
const priyaItems: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ bank: buildQuestionBank(SHARED) });
  const priyaCookie = (await signedInAs(t.app, 'instructor', { firstName: 'Priya', lastName: 'Nair' })).cookie;
  priya = itemBankClient(t.app, priyaCookie);
  priyaExams = examClient(t.app, priyaCookie);
  const jamesCookie = (await signedInAs(t.app, 'instructor', { firstName: 'James', lastName: 'Whitfield' })).cookie;
  const james = itemBankClient(t.app, jamesCookie);
  jamesExams = examClient(t.app, jamesCookie);
  for (const n of [101, 102, 103]) {
    const { summary } = await priya.created(itemContent(n));
    await priya.acted(summary.id, 'submit');
    await james.acted(summary.id, 'approve');
    await priya.acted(summary.id, 'activate');
    priyaItems.push(summary.id);
  }
  // A draft of hers is in no bank.
  await priya.created(itemContent(104));
});
afterAll(async () => {
  await t.close();
});

const customTest = (bank: string | undefined, questionCount: number) => ({
  title: `From ${bank ?? 'the default'}`,
  subjects: [],
  clientNeeds: [],
  itemTypes: [],
  questionCount,
  timeLimitMinutes: 20,
  ...(bank ? { bank } : {}),
});

async function drawnIds(exams: ExamClient, body: ReturnType<typeof customTest>): Promise<string[]> {
  const created = await exams.createCustomTest(body);
  expect(created.statusCode).toBe(201);
  const attempt = await exams.started(created.json().id);
  return attempt.items.map((entry) => entry.item.id);
}

describe('issue 28: the shared bank and private banks', () => {
  it('never draws a private item into a built-in form', async () => {
    const student = examClient(t.app, (await signedInAs(t.app, 'student')).cookie);
    const attempt = await student.started('free-sample');
    const ids = attempt.items.map((entry) => entry.item.id);
    expect(ids).toHaveLength(SHARED);
    expect(ids.some((id) => id.startsWith('au-'))).toBe(false);
  });

  it('draws a custom test from the shared bank by default, and counts only it', async () => {
    const ids = await drawnIds(priyaExams, customTest(undefined, SHARED));
    expect(ids.some((id) => id.startsWith('au-'))).toBe(false);
    const tooMany = await priyaExams.createCustomTest(customTest('shared', SHARED + 1));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.code).toBe('not_enough_items');
  });

  it("draws a custom test from 'My items': only her active items", async () => {
    const ids = await drawnIds(priyaExams, customTest('own', 3));
    expect(ids.sort()).toEqual([...priyaItems].sort());
    const tooMany = await priyaExams.createCustomTest(customTest('own', 4));
    expect(tooMany.json().error).toEqual({
      code: 'not_enough_items',
      message: 'Only 3 questions match these choices. Choose 3 or fewer questions, or widen the choices.',
    });
  });

  it("draws from both banks when asked, and another instructor's 'My items' holds none of hers", async () => {
    const ids = await drawnIds(priyaExams, customTest('both', SHARED + 3));
    expect(ids.filter((id) => id.startsWith('au-')).sort()).toEqual([...priyaItems].sort());
    const none = await jamesExams.createCustomTest(customTest('own', 1));
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('not_enough_items');
  });

  it('refuses a bank that is not one of the three', async () => {
    const response = await priyaExams.createCustomTest(customTest('everyone', 1));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Draw from the shared bank, your items or both.');
  });
});
