import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormsOverview } from '../../../shared/exams/form-schemas';
import { BUILT_IN_FORMS } from '../../../shared/exams/forms';
import { DATA_STAMP_CHECK_MS } from '../../lib/data-cache';
import { signedInAs } from '../../testing/accounts';
import { examClient } from '../../testing/exam-client';
import { buildQuestion } from '../../testing/question-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { syncBuiltInForms } from './forms';
import { examForms } from './tables';

/** Enough items of every subject for the custom test below. */
const bank = Array.from({ length: 30 }, (_, i) => buildQuestion(i + 1));

let first: TestApp;
/** A second instance on the same database, as behind a load balancer: its own memory, the same stamp. */
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp({ bank });
  second = await createTestApp({ bank, database: first.database });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await second.app.close();
  await first.close();
});

const freeSampleTitle = async (t: TestApp, cookie?: string): Promise<string | undefined> => {
  const response = await t.app.inject({ method: 'GET', url: '/api/exams/forms', headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  return (response.json() as FormsOverview).forms.find((form) => form.id === 'free-sample')?.title;
};

let skew = 0;
/** Moves the clock on by more than an instance trusts its copy of the stamp (never back). */
const afterStampCheck = () => {
  vi.useRealTimers();
  skew += DATA_STAMP_CHECK_MS + 1;
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + skew });
};

/** Renames the Free Sample in the database behind the app's back (no stamp raised). */
const renameFreeSample = (t: TestApp, title: string) =>
  t.database.db.update(examForms).set({ title }).where(eq(examForms.id, 'free-sample'));

describe('issue 30 item 2: the Training Center forms are cached per role and never stale', () => {
  it('serves every instance the forms written by syncBuiltInForms, at once on this one and within the stamp check on another', async () => {
    const original = BUILT_IN_FORMS.find((form) => form.id === 'free-sample')?.title;
    expect(await freeSampleTitle(first)).toBe(original);
    expect(await freeSampleTitle(second)).toBe(original);

    // A change without a stamp is not seen: the answer is the cached one.
    await renameFreeSample(first, 'Renamed behind the cache');
    expect(await freeSampleTitle(first)).toBe(original);

    // A change recorded on the first instance: seen there at once; on the second once it checks the stamp again.
    await first.app.dataCache.changed(first.database.db, 'exam-forms');
    expect(await freeSampleTitle(first)).toBe('Renamed behind the cache');
    afterStampCheck();
    expect(await freeSampleTitle(second)).toBe('Renamed behind the cache');

    // The start's sync puts the definitions back and raises the stamp: every instance follows.
    await syncBuiltInForms(first.database.db);
    afterStampCheck();
    expect(await freeSampleTitle(first)).toBe(original);
    expect(await freeSampleTitle(second)).toBe(original);
  });

  it('§6 gives each role its own caps and availability, whoever asked first', async () => {
    const admin = await signedInAs(first.app, 'admin');
    const unregistered = await signedInAs(first.app, 'student', { isRegistered: false });
    const student = await signedInAs(first.app, 'student');
    const overviewOf = async (cookie?: string): Promise<FormsOverview> =>
      (await first.app.inject({ method: 'GET', url: '/api/exams/forms', headers: cookie ? { cookie } : {} })).json();

    const forAdmin = await overviewOf(admin.cookie);
    const forVisitor = await overviewOf();
    const forUnregistered = await overviewOf(unregistered.cookie);
    const forStudent = await overviewOf(student.cookie);
    expect([forAdmin, forVisitor, forUnregistered, forStudent].map((overview) => overview.maxQuestions)).toEqual([
      200, 10, 10, 75,
    ]);
    expect(forAdmin.forms.every((form) => form.available)).toBe(true);
    expect(forStudent.forms.every((form) => form.available)).toBe(true);
    for (const overview of [forVisitor, forUnregistered]) {
      expect(overview.forms.filter((form) => form.available).map((form) => form.id)).toEqual(['free-sample']);
      expect(overview.forms.every((form) => form.questionCount <= 10 || form.kind === 'adaptive')).toBe(true);
    }
  });

  it("§6 shows a custom test to its author only, at once, and drops it when deleted, while others keep their role's cached list", async () => {
    const author = await signedInAs(first.app, 'instructor');
    const colleague = await signedInAs(first.app, 'instructor');
    const list = async (t: TestApp, cookie: string) =>
      ((await t.app.inject({ method: 'GET', url: '/api/exams/forms', headers: { cookie } })).json() as FormsOverview)
        .forms;
    const before = await list(first, colleague.cookie);

    const created = await examClient(first.app, author.cookie).call('POST', '/custom-tests', {
      title: 'Cached or not',
      subjects: [],
      clientNeeds: [],
      itemTypes: [],
      questionCount: 5,
      timeLimitMinutes: 10,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;

    expect((await list(first, author.cookie)).at(-1)?.id).toBe(id);
    expect((await list(second, author.cookie)).at(-1)?.id).toBe(id);
    expect(await list(first, colleague.cookie)).toEqual(before);
    expect(await list(second, colleague.cookie)).toEqual(before);

    const deleted = await examClient(second.app, author.cookie).call('DELETE', `/custom-tests/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await list(first, author.cookie)).some((form) => form.id === id)).toBe(false);
  });

  it('sends the brotli or gzip copy the browser accepts, the text otherwise, and lets no cache keep it', async () => {
    const plain = await first.app.inject({ method: 'GET', url: '/api/exams/forms' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-store');
    expect((plain.json() as FormsOverview).forms.length).toBe(BUILT_IN_FORMS.length);

    const br = await first.app.inject({
      method: 'GET',
      url: '/api/exams/forms',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await first.app.inject({
      method: 'GET',
      url: '/api/exams/forms',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});
