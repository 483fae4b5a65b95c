import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InProgressAttempt, SubmittedAttempt } from '../../../shared/exams/attempt-schemas';
import { BUILT_IN_FORMS } from '../../../shared/exams/forms';
import type { Progress } from '../../../shared/exams/progress-schemas';
import { SUBJECTS } from '../../../shared/exams/question-bank';
import type { QuestionContent } from '../../../shared/items/registry';
import { signedInAs } from '../../testing/accounts';
import { type ExamClient, examClient, rightResponse, wrongResponse } from '../../testing/exam-client';
import { buildCaseStudy, buildQuestion, buildSataQuestion } from '../../testing/question-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** 100 items per subject, every other one select all that apply (keys A, C and D of five options). */
const bank = SUBJECTS.flatMap((subject, s) =>
  Array.from({ length: 100 }, (_, i) => {
    const n = s * 1000 + i + 1;
    return i % 2 === 0 ? buildSataQuestion(n, { subject }) : buildQuestion(n, { subject });
  }),
);

/** Three case studies (six multiple-choice items each), as the full practice exam and Case Studies ask. */
const caseStudies = [1, 2, 3].map((n) => buildCaseStudy(n));
const caseStudyItems = caseStudies.flatMap((caseStudy) => caseStudy.items);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    bank: [...bank, ...caseStudyItems],
    caseStudies: caseStudies.map((caseStudy) => caseStudy.group),
  });
});
afterAll(async () => {
  await t.close();
});

const authored = (id: string): QuestionContent => {
  const item = [...bank, ...caseStudyItems].find((q) => q.id === id);
  if (!item) throw new Error(`no item ${id}`);
  return item;
};

async function student(overrides = {}): Promise<{ client: ExamClient; cookie: string }> {
  const { cookie } = await signedInAs(t.app, 'student', overrides);
  return { client: examClient(t.app, cookie), cookie };
}

/** Everything that must never reach the browser before an item is scored. */
function expectNoKeys(body: string) {
  for (const field of ['correctAnswer', 'correctAnswers', 'explanation', 'reference', 'solution']) {
    expect(body).not.toContain(`"${field}"`);
  }
  for (const item of [...bank, ...caseStudyItems]) expect(body).not.toContain(item.explanation);
}

describe('docs/architecture.md §6: no pre-submission response of any form or type holds a key or rationale', () => {
  it('keeps keys out of start, read, save, flag and retake responses of every built-in form, in both modes', async () => {
    const { client } = await student();
    // NGN Practice asks NGN types, which this bank has none of: ngn.api.test.ts keeps the keys of
    // every type out of its responses on the real bank.
    // Adaptive tests send one item at a time through their own endpoint (adaptive.api.test.ts checks it for keys).
    for (const form of BUILT_IN_FORMS.filter((f) => f.kind !== 'ngn-practice' && f.kind !== 'adaptive')) {
      for (const mode of ['timed', 'tutor'] as const) {
        const started = await client.start(form.id, mode);
        expect(started.statusCode).toBe(201);
        expectNoKeys(started.body);
        const attempt: InProgressAttempt = started.json();
        const types = new Set(attempt.items.map((entry) => entry.item.itemType));
        // The Free Sample asks multiple-choice items only (spec §9: options lettered A-D), and these
        // case studies are of multiple-choice items.
        expect(types).toEqual(
          new Set(
            form.id === 'free-sample' || form.kind === 'case-study'
              ? ['multiple-choice']
              : ['multiple-choice', 'select-all-that-apply'],
          ),
        );
        for (const entry of attempt.items.slice(0, 4)) {
          expectNoKeys((await client.respond(attempt.id, entry.item.id, rightResponse(authored(entry.item.id)))).body);
          expectNoKeys((await client.update(attempt.id, entry.item.id, { flagged: true, addSeconds: 3 })).body);
        }
        expectNoKeys((await client.get(attempt.id)).body);
        expectNoKeys((await client.history()).body);
        await client.exit(attempt.id);
        expectNoKeys((await client.retake(attempt.id)).body);
      }
    }
  });
});

describe('NCSBN +/- scoring of select-all-that-apply items through the API', () => {
  it('scores each SATA item +1 per key chosen, -1 per distractor chosen, floored at 0, out of the number of keys', async () => {
    const { client } = await student();
    const attempt = await client.started('fundamentals');
    const sata = attempt.items.filter((entry) => entry.item.itemType === 'select-all-that-apply').slice(0, 4);
    // Keys are A, C, D (0, 2, 3). NCSBN's example: 2 keys and 1 distractor chosen = 1 of 3.
    const [a, b, c, d] = sata.map((entry) => entry.item.id);
    if (!a || !b || !c || !d) throw new Error('not enough SATA items');
    await client.respond(attempt.id, a, { choices: [0, 2, 1] });
    await client.respond(attempt.id, b, { choices: [0, 2, 3] });
    await client.respond(attempt.id, c, { choices: [1, 4, 0] });
    await client.respond(attempt.id, d, { choices: [3] });
    const result: SubmittedAttempt = (await client.submit(attempt.id)).json();
    const sataCount = attempt.items.filter((entry) => entry.item.itemType === 'select-all-that-apply').length;
    const points = (id: string) => result.items.find((entry) => entry.item.id === id)?.result;
    expect(points(a)).toMatchObject({ earned: 1, possible: 3 });
    expect(points(b)).toMatchObject({ earned: 3, possible: 3 });
    expect(points(c)).toMatchObject({ earned: 0, possible: 3 });
    expect(points(d)).toMatchObject({ earned: 1, possible: 3 });
    expect(points(a)?.solution).toMatchObject({ itemType: 'select-all-that-apply', correctAnswers: [0, 2, 3] });
    // Each SATA item is worth its 3 keys, each multiple-choice item 1 point; 30 items in all.
    expect(result.possible).toBe(sataCount * 3 + (30 - sataCount));
    expect(result.score).toBe(5);
    expect(result.percent).toBe(Math.round((5 / result.possible) * 100));
  });

  it('refuses an option a SATA item does not have, a repeated option and an empty choice with 400', async () => {
    const { client } = await student();
    const attempt = await client.started('fundamentals');
    const entry = attempt.items.find((e) => e.item.itemType === 'select-all-that-apply');
    if (!entry) throw new Error('no SATA item');
    const cases: [unknown, string][] = [
      [{ choices: [0, 5] }, 'Option 5 does not exist: this item has options 0 (A) to 4 (E).'],
      [{ choices: [1, 1] }, 'This item is select all that apply: choices must not repeat an option.'],
      [
        { choices: [] },
        'This item is select all that apply: choices must hold at least one option; send null to clear the answer.',
      ],
      [
        { choice: 1 },
        'This item is select all that apply: choices must list the zero-based indexes of the chosen options, like [0, 2].',
      ],
    ];
    for (const [response, message] of cases) {
      const answer = await client.update(attempt.id, entry.item.id, { response });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toBe(message);
    }
    expect(((await client.get(attempt.id)).json() as InProgressAttempt).items.every((e) => e.response === null)).toBe(
      true,
    );
  });
});

describe('Tutor mode: after each answer the item is locked and its key and rationale shown', () => {
  it("checks an answer, shows only that item's key, locks it, and keeps it locked after a reload", async () => {
    const { client } = await student();
    const attempt = await client.started('pharmacology', 'tutor');
    const [first, second] = attempt.items.map((entry) => entry.item.id);
    if (!first || !second) throw new Error('no items');

    const early = await client.check(attempt.id, first);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Choose an answer before you check it.');

    await client.respond(attempt.id, first, wrongResponse(authored(first)));
    const checked = await client.check(attempt.id, first);
    expect(checked.statusCode).toBe(200);
    expect(checked.json().result).toMatchObject({ earned: 0, solution: { explanation: authored(first).explanation } });
    expect(checked.body).not.toContain(authored(second).explanation);

    const locked = await client.respond(attempt.id, first, rightResponse(authored(first)));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('item_locked');
    expect((await client.update(attempt.id, first, { flagged: true })).statusCode).toBe(200);

    const reloaded: InProgressAttempt = (await client.get(attempt.id)).json();
    expect(reloaded.items[0]?.result?.earned).toBe(0);
    expect(reloaded.items[1]?.result).toBeUndefined();
    expect(JSON.stringify(reloaded.items.slice(1))).not.toContain('explanation');
    expect((await client.submit(attempt.id)).json().items[0].result.earned).toBe(0);
  });

  it('refuses to check an answer in Timed mode (409): the key is shown only at the end', async () => {
    const { client } = await student();
    const attempt = await client.started('pharmacology', 'timed');
    const first = attempt.items[0]?.item.id ?? '';
    await client.respond(attempt.id, first, rightResponse(authored(first)));
    const response = await client.check(attempt.id, first);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('timed_mode');
    expect(response.body).not.toContain(authored(first).explanation);
  });
});

describe('§4 taking a full-access test increments testAttempts and sets lastTestDate', () => {
  const me = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } }).then((r) => r.json().user);

  it('counts each submission of a registered user, once, with the submission time', async () => {
    const { client, cookie } = await student();
    expect(await me(cookie)).toMatchObject({ testAttempts: 0, lastTestDate: null });
    const attempt = await client.started('quick-practice');
    t.clock.advance(60);
    await client.submit(attempt.id);
    await client.submit(attempt.id);
    expect(await me(cookie)).toMatchObject({ testAttempts: 1, lastTestDate: t.clock.now().toISOString() });
    const sample = await client.started('free-sample');
    await client.exit(sample.id);
    expect((await me(cookie)).testAttempts).toBe(1);
  });

  it('does not count the tests of a user without full access', async () => {
    const { client, cookie } = await student({ isRegistered: false });
    const attempt = await client.started('free-sample');
    await client.submit(attempt.id);
    expect(await me(cookie)).toMatchObject({ testAttempts: 0, lastTestDate: null });
  });
});

describe('§2 progress that is real: history, dashboard figures, achievements, percentile', () => {
  it('lists every attempt with its form, date, score and duration, and reopens its review', async () => {
    const { client } = await student();
    const first = await client.started('mental-health');
    t.clock.advance(90);
    const item = first.items[0]?.item.id ?? '';
    await client.respond(first.id, item, rightResponse(authored(item)));
    const result: SubmittedAttempt = (await client.submit(first.id)).json();
    const second = await client.started('free-sample');
    const exited = await client.started('free-sample');
    await client.exit(exited.id);

    const history = (await client.history()).json().attempts;
    expect(history.map((a: { id: string }) => a.id)).toEqual([second.id, first.id]);
    expect(history[1]).toMatchObject({
      formTitle: 'Mental Health',
      status: 'submitted',
      itemCount: 30,
      score: result.score,
      possible: result.possible,
      percent: result.percent,
      timeSpentSeconds: 90,
    });
    expect(history[0]).toMatchObject({ status: 'in_progress', score: null });
    expect((await client.get(first.id)).json()).toEqual(result);
    expect((await examClient(t.app).history()).statusCode).toBe(401);
  });

  it('computes the dashboard figures, subject progress and achievements from the attempts', async () => {
    const { client } = await student();
    const empty: Progress = (await client.progress()).json();
    expect(empty.stats).toEqual({
      testsTaken: 0,
      averagePercent: null,
      bestPercent: null,
      lastTestAt: null,
      itemsAnswered: 0,
    });
    expect(empty.achievements.every((a) => !a.earned)).toBe(true);

    const attempt = await client.started('fundamentals');
    for (const entry of attempt.items) {
      await client.respond(attempt.id, entry.item.id, rightResponse(authored(entry.item.id)));
    }
    const quiz: SubmittedAttempt = (await client.submit(attempt.id)).json();
    // The quiz is drawn at random, so the number of select-all items it holds varies from run to run.
    const sataRight = attempt.items.filter((entry) => entry.item.itemType === 'select-all-that-apply').length;
    const sample = await client.started('free-sample');
    await client.submit(sample.id);

    const progress: Progress = (await client.progress()).json();
    expect(progress.stats).toMatchObject({ testsTaken: 2, averagePercent: 50, bestPercent: 100, itemsAnswered: 30 });
    const fundamentals = progress.subjects.find((s) => s.name === 'Fundamentals of Nursing');
    const sampleFundamentals = (await client.get(sample.id))
      .json()
      .bySubject.find((row: { name: string }) => row.name === 'Fundamentals of Nursing');
    expect(fundamentals).toMatchObject({
      answered: 30,
      earned: quiz.possible,
      possible: quiz.possible + (sampleFundamentals?.possible ?? 0),
    });
    expect(progress.recentAttempts.map((a) => a.id)).toEqual([sample.id, attempt.id]);
    const earned = Object.fromEntries(progress.achievements.map((a) => [a.id, a.earned]));
    expect(earned).toMatchObject({
      'first-test': true,
      'pass-mark': true,
      'select-all-star': sataRight >= 10,
      excellent: true,
      century: false,
      'well-rounded': false,
      'exam-day': false,
    });
    expect(progress.achievements.find((a) => a.id === 'well-rounded')?.progress).toBe(20);
    expect(progress.achievements.find((a) => a.id === 'select-all-star')?.progress).toBe(Math.min(100, sataRight * 10));
  });

  it("shows the percentile among everyone's first attempts of a form once 20 users have taken it", async () => {
    const takeOnce = async (rightCount: number) => {
      const { client } = await student();
      const attempt = await client.started('maternal-child');
      for (const entry of attempt.items.slice(0, rightCount)) {
        await client.respond(attempt.id, entry.item.id, rightResponse(authored(entry.item.id)));
      }
      return { client, result: (await client.submit(attempt.id)).json() as SubmittedAttempt };
    };
    for (let i = 0; i < 18; i++) await takeOnce(i % 2 === 0 ? 0 : 35);
    const nineteenth = await takeOnce(10);
    expect(nineteenth.result.percentile).toBeNull();
    const twentieth = await takeOnce(35);
    // First attempts: nine at 0%, ten at 100% (this one included) and one between: (10 + 10 / 2) / 20.
    expect(twentieth.result.percentile).toEqual({ percentile: 75, takers: 20 });
    // A second attempt (0%) is ranked among the first attempts, and does not count as a new taker: (0 + 9 / 2) / 20.
    t.clock.advance(60);
    const again = await twentieth.client.started('maternal-child');
    expect(((await twentieth.client.submit(again.id)).json() as SubmittedAttempt).percentile).toEqual({
      percentile: 23,
      takers: 20,
    });
  });
});
