import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptSummary, InProgressAttempt, SubmittedAttempt } from '../../../shared/exams/attempt-schemas';
import type { Progress } from '../../../shared/exams/progress-schemas';
import { itemTypeModule, type QuestionContent } from '../../../shared/items/registry';
import { projectPaths } from '../../project-paths';
import { signedInAs } from '../../testing/accounts';
import { type ExamClient, examClient, rightResponse } from '../../testing/exam-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { loadAuthoredBank } from './bank/load-case-studies';

// Issue 23 item 2: a result says how many questions were fully correct of those asked, and then the
// points, of which NGN items earn part (decision 013). The real bank's bow-tie items are worth 5.
let t: TestApp;
let student: ExamClient;
beforeAll(async () => {
  t = await createTestApp(await loadAuthoredBank(projectPaths.questionsDir, projectPaths.caseStudiesDir));
  student = examClient(t.app, (await signedInAs(t.app)).cookie);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const authored = (itemId: string): QuestionContent => {
  const item = t.bank.find((q) => q.id === itemId);
  if (!item) throw new Error(`no item ${itemId}`);
  return item;
};

describe('issue 23: results in questions correct of asked, then points', () => {
  it('counts a question correct only when it earned all its points: on the result, its groups, the history and the progress', async () => {
    const started = await student.call('POST', '/forms/ngn-practice/attempts', { itemType: 'bow-tie' });
    expect(started.statusCode, started.body).toBe(201);
    const attempt: InProgressAttempt = started.json();
    const [first, second] = attempt.items;
    if (!first || !second) throw new Error('fewer than two bow-tie items');
    const partly = itemTypeModule('bow-tie').samples.partlyRight;
    if (!partly) throw new Error('no partly right bow-tie sample');
    // The first right (every point), the second partly right (some points), the rest unanswered.
    await student.respond(attempt.id, first.item.id, rightResponse(authored(first.item.id)));
    await student.respond(attempt.id, second.item.id, partly(authored(second.item.id)));

    const result: SubmittedAttempt = (await student.submit(attempt.id)).json();
    const [firstResult, secondResult] = result.items.map((item) => item.result);
    expect(firstResult?.earned).toBe(firstResult?.possible);
    expect(secondResult?.earned).toBeGreaterThan(0);
    expect(secondResult?.earned).toBeLessThan(secondResult?.possible ?? 0);
    expect(result).toMatchObject({
      correctCount: 1,
      questionCount: attempt.items.length,
      score: (firstResult?.earned ?? 0) + (secondResult?.earned ?? 0),
    });
    expect(result.score).toBeGreaterThan(result.correctCount);
    const groups = result.bySubject;
    expect(groups.reduce((sum, row) => sum + row.correct, 0)).toBe(1);
    expect(groups.reduce((sum, row) => sum + row.items, 0)).toBe(attempt.items.length);
    expect(result.byClientNeed.reduce((sum, row) => sum + row.correct, 0)).toBe(1);

    const history: AttemptSummary[] = (await student.history()).json().attempts;
    expect(history.find((row) => row.id === attempt.id)).toMatchObject({
      correctCount: 1,
      itemCount: attempt.items.length,
      score: result.score,
      possible: result.possible,
    });
    expect((await student.get(attempt.id)).json()).toMatchObject({ correctCount: 1 });

    const progress: Progress = (await student.progress()).json();
    expect(progress.subjects.reduce((sum, area) => sum + area.correct, 0)).toBe(1);
    expect(progress.subjects.reduce((sum, area) => sum + area.asked, 0)).toBe(attempt.items.length);
    expect(progress.subjects.reduce((sum, area) => sum + area.answered, 0)).toBe(2);
    expect(progress.recentAttempts[0]).toMatchObject({ id: attempt.id, correctCount: 1 });
  });

  it('an attempt still in progress has no questions correct yet in the history', async () => {
    const attempt = await student.started('free-sample');
    const history: AttemptSummary[] = (await student.history()).json().attempts;
    expect(history.find((row) => row.id === attempt.id)).toMatchObject({
      status: 'in_progress',
      itemCount: 10,
      correctCount: null,
      score: null,
    });
    await student.exit(attempt.id);
  });
});
