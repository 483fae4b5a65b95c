import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InProgressAttempt, SubmittedAttempt } from '../../../../shared/exams/attempt-schemas';
import { PEER_MIN_ANSWERS } from '../../../../shared/exams/rules';
import { signedInAs } from '../../../testing/accounts';
import { examClient, rightResponse } from '../../../testing/exam-client';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { loadAuthoredBank } from '../bank/load-case-studies';
import { DEMO_PEER_CASE_STUDIES, DEMO_PEER_LEARNERS, seedDemoPeerAnswers } from './demo-peers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(await loadAuthoredBank('content/questions', 'content/case-studies'));
});
afterAll(async () => {
  await t.close();
});

describe('issue 25 item 2: the demo gives a case study enough first answers for peer figures', () => {
  it('seeds 22 learners’ attempts once, and a student taking one of the case studies sees the figures', async () => {
    expect(DEMO_PEER_LEARNERS.length).toBeGreaterThan(PEER_MIN_ANSWERS);
    expect(await seedDemoPeerAnswers(t.database.db, t.clock.now())).toBe(
      DEMO_PEER_LEARNERS.length * DEMO_PEER_CASE_STUDIES.length,
    );
    expect(await seedDemoPeerAnswers(t.database.db, t.clock.now())).toBe(0);

    const client = examClient(t.app, (await signedInAs(t.app)).cookie);
    const started = await client.call('POST', '/forms/case-studies/attempts', {
      mode: 'tutor',
      caseStudyId: DEMO_PEER_CASE_STUDIES[0],
    });
    expect(started.statusCode).toBe(201);
    const attempt: InProgressAttempt = started.json();
    const multipleChoice = attempt.items.find((entry) => entry.item.itemType === 'multiple-choice');
    if (!multipleChoice) throw new Error('the demo case study asks a multiple-choice item');
    for (const entry of attempt.items) {
      const item = t.bank.find((candidate) => candidate.id === entry.item.id);
      if (!item) throw new Error(`no item ${entry.item.id}`);
      expect(
        (await client.update(attempt.id, item.id, { response: rightResponse(item), addSeconds: 20 })).statusCode,
      ).toBe(200);
      const checked = await client.check(attempt.id, item.id);
      expect(checked.statusCode).toBe(200);
      const peers = checked.json().result.peers;
      expect(peers.answers).toBe(DEMO_PEER_LEARNERS.length + 1);
      expect(peers.figures).not.toBeNull();
      if (entry === multipleChoice) {
        expect(peers.figures.optionShares).toHaveLength(4);
        // Several options were chosen, and the shares add up to 100 (give or take rounding).
        expect(peers.figures.optionShares.filter((share: number) => share > 0).length).toBeGreaterThan(1);
        const total = peers.figures.optionShares.reduce((sum: number, share: number) => sum + share, 0);
        expect(Math.abs(total - 100)).toBeLessThanOrEqual(2);
      }
    }
    const submitted: SubmittedAttempt = (await client.submit(attempt.id)).json();
    expect(submitted.items.every((entry) => entry.result.peers?.figures)).toBe(true);
  });
});
