import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InProgressAttempt, SubmittedAttempt } from '../../../shared/exams/attempt-schemas';
import { NGN_ITEM_TYPES } from '../../../shared/exams/forms';
import { type ItemType, type ItemView, itemTypeModule, type QuestionContent } from '../../../shared/items/registry';
import { projectPaths } from '../../project-paths';
import { signedInAs } from '../../testing/accounts';
import { type ExamClient, examClient, rightResponse } from '../../testing/exam-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { loadAuthoredBank } from './bank/load-case-studies';

// The real bank (content/questions and content/case-studies): every item type and case study as
// authored, through the API a browser uses (issue 21).
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

/** Field names that would give the answer away before it is due. */
const KEY_FIELDS = /"(?:correct[A-Za-z]*|answer|explanation|reference)"\s*:/;

async function startNgn(itemType: ItemType, mode: 'timed' | 'tutor' = 'timed'): Promise<InProgressAttempt> {
  const response = await student.call('POST', '/forms/ngn-practice/attempts', { mode, itemType });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('every NGN item type through the API: no key before it is due, responses checked, scored', () => {
  it.each(NGN_ITEM_TYPES)('%s', async (itemType) => {
    const attempt = await startNgn(itemType);
    expect(attempt.items.length).toBeGreaterThan(0);
    expect(attempt.items.every((entry) => entry.item.itemType === itemType)).toBe(true);
    expect(JSON.stringify(attempt)).not.toMatch(KEY_FIELDS);
    const [first] = attempt.items;
    if (!first) throw new Error('no item');
    const module = itemTypeModule(itemType);

    // Of the wrong shape, or naming a part that does not exist: 400 with a sentence, nothing saved.
    for (const bad of [{ nonsense: true }, 'text', [1, 2]]) {
      const refused = await student.respond(attempt.id, first.item.id, bad as never);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toMatch(/\w+ \w+/);
    }
    const saved = await student.respond(attempt.id, first.item.id, module.samples.any(first.item as ItemView) as never);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(JSON.stringify(saved.json())).not.toMatch(KEY_FIELDS);

    for (const entry of attempt.items) {
      expect(
        (await student.respond(attempt.id, entry.item.id, rightResponse(authored(entry.item.id)))).statusCode,
      ).toBe(200);
    }
    const result: SubmittedAttempt = (await student.submit(attempt.id)).json();
    expect(result.score).toBe(result.possible);
    expect(result.items.every((entry) => entry.result.solution.explanation.length > 0)).toBe(true);
  });

  it('refuses an item type NGN Practice does not ask, and NCLEX-like mode outside the full exam', async () => {
    const wrongType = await student.call('POST', '/forms/ngn-practice/attempts', { itemType: 'multiple-choice' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.code).toBe('unknown_item_type');
    const wrongMode = await student.call('POST', '/forms/quick-practice/attempts', { mode: 'nclex' });
    expect(wrongMode.statusCode).toBe(400);
    expect(wrongMode.json().error).toMatchObject({ code: 'mode_not_offered' });
  });
});

describe('a case study: six items in order, the chart unfolding as the candidate goes (docs/nclex.md §3)', () => {
  it('sends only the chart due so far, refuses an answer out of order, and unfolds after each answer', async () => {
    const attempt: InProgressAttempt = await student.started('case-studies', 'tutor');
    expect(attempt.items).toHaveLength(6);
    expect(attempt.items.map((entry) => entry.caseStudy?.position)).toEqual([0, 1, 2, 3, 4, 5]);
    const [caseStudy] = attempt.caseStudies ?? [];
    if (!caseStudy) throw new Error('no case study');
    expect(caseStudy.reached).toBe(0);
    const shown = (view: typeof caseStudy) =>
      view.chart.flatMap((tab) => tab.entries.map((entry) => entry.shownFromItem));
    expect(shown(caseStudy).every((from) => from === 0)).toBe(true);
    expect(JSON.stringify(attempt)).not.toMatch(KEY_FIELDS);

    const item = (k: number) => attempt.items[k]?.item.id ?? '';
    const early = await student.respond(attempt.id, item(3), rightResponse(authored(item(3))));
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toMatchObject({ code: 'case_study_order' });
    expect(early.json().error.message).toContain('Answer item 1 of this case study first');

    for (let k = 0; k < 6; k++) {
      const saved = await student.respond(attempt.id, item(k), rightResponse(authored(item(k))));
      expect(saved.statusCode, saved.body).toBe(200);
      const unfolded = saved.json().caseStudy;
      expect(unfolded.reached).toBe(Math.min(5, k + 1));
      expect(shown(unfolded).every((from: number) => from <= k + 1)).toBe(true);
    }
    const result: SubmittedAttempt = (await student.submit(attempt.id)).json();
    expect(result.score).toBe(result.possible);
    const whole = result.caseStudies?.[0];
    const group = t.bank.filter((q) => q.groupId === whole?.id);
    expect(group).toHaveLength(6);
    expect(Math.max(...shown(whole ?? caseStudy))).toBeGreaterThan(0);
  });

  it('lists the case studies and starts the one chosen; refuses an unknown one and a choice for another test', async () => {
    const list = (await student.call('GET', '/case-studies')).json().caseStudies as { id: string; title: string }[];
    expect(list.length).toBeGreaterThanOrEqual(18);
    const chosen = list[list.length - 1];
    const started = await student.call('POST', '/forms/case-studies/attempts', { caseStudyId: chosen?.id });
    expect(started.statusCode).toBe(201);
    expect(started.json().caseStudies[0]).toMatchObject({ id: chosen?.id, title: chosen?.title });
    const unknown = await student.call('POST', '/forms/case-studies/attempts', { caseStudyId: 'cs-nothing-99' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('case_study_not_found');
    const elsewhere = await student.call('POST', '/forms/quick-practice/attempts', { caseStudyId: chosen?.id });
    expect(elsewhere.statusCode).toBe(400);
    expect((await student.exit(started.json().id)).statusCode).toBe(204);
  });

  it('the full practice exam asks three whole case studies', async () => {
    const attempt: InProgressAttempt = await student.started('full-nclex', 'timed');
    expect(attempt.caseStudies).toHaveLength(3);
    for (const caseStudy of attempt.caseStudies ?? []) {
      const places = attempt.items.filter((entry) => entry.caseStudy?.id === caseStudy.id);
      expect(places.map((entry) => entry.caseStudy?.position)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(places[5]?.position).toBe((places[0]?.position ?? 0) + 5);
    }
    expect((await student.exit(attempt.id)).statusCode).toBe(204);
  });
});

describe('NCLEX-like mode: no going back, no flags (docs/nclex.md §4)', () => {
  it('takes answers in order only, and none changes once a later one is answered', async () => {
    const attempt: InProgressAttempt = await student.started('full-nclex', 'nclex');
    const item = (k: number) => attempt.items[k]?.item.id ?? '';
    const answer = (k: number) => student.respond(attempt.id, item(k), rightResponse(authored(item(k))));

    const ahead = await answer(1);
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().error).toMatchObject({ code: 'nclex_order' });
    expect(ahead.json().error.message).toContain('Answer question 1 first');
    expect((await answer(0)).statusCode).toBe(200);
    expect((await answer(0)).statusCode).toBe(200);
    expect((await answer(1)).statusCode).toBe(200);
    const back = await answer(0);
    expect(back.statusCode).toBe(400);
    expect(back.json().error.message).toContain('no going back');
    const flag = await student.update(attempt.id, item(1), { flagged: true });
    expect(flag.statusCode).toBe(400);
    const held = (await student.get(attempt.id)).json() as InProgressAttempt;
    expect(held.items.slice(0, 3).map((entry) => entry.response !== null)).toEqual([true, true, false]);
    expect(held.items[1]?.flagged).toBe(false);
    expect((await student.exit(attempt.id)).statusCode).toBe(204);
  });
});
