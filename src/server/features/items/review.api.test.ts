import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemDetail } from '../../../shared/item-bank/schemas';
import { itemGroups, questions } from '../../db/schema';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { examClient } from '../../testing/exam-client';
import {
  caseStudyContent,
  type ItemBankClient,
  itemBankClient,
  itemContent,
  TICKED_CHECKLIST,
} from '../../testing/item-bank';
import { postItemFile } from '../../testing/item-files';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';

let t: TestApp;
let priya: ItemBankClient;
let james: ItemBankClient;
let grace: ItemBankClient;
let priyaAccount: SignedIn;
let priyaCookie: string;
let graceCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  priyaAccount = await signedInAs(t.app, 'instructor', { firstName: 'Priya', lastName: 'Nair' });
  priyaCookie = priyaAccount.cookie;
  priya = itemBankClient(t.app, priyaCookie);
  james = itemBankClient(
    t.app,
    (await signedInAs(t.app, 'instructor', { firstName: 'James', lastName: 'Whitfield' })).cookie,
  );
  graceCookie = (await signedInAs(t.app, 'admin', { firstName: 'Grace', lastName: 'Mensah' })).cookie;
  grace = itemBankClient(t.app, graceCookie);
});
afterAll(async () => {
  await t.close();
});

/** A new item of Priya's taken to `in_review`. */
async function inReview(n: number): Promise<string> {
  const { summary } = await priya.created(itemContent(n));
  t.clock.advance(60);
  await priya.acted(summary.id, 'submit');
  t.clock.advance(60);
  return summary.id;
}

/** A new item of Priya's, approved by James and activated by her. */
async function activeItem(n: number): Promise<string> {
  const id = await inReview(n);
  await james.acted(id, 'approve');
  t.clock.advance(60);
  await priya.acted(id, 'activate');
  t.clock.advance(60);
  return id;
}

/** The items a new custom test of all Priya's live items (from her own bank) asks, by id with their stems. */
async function ownTestItems(): Promise<{ id: string; stem: string }[]> {
  const mine = (await priya.list()).json().items as { status: string; activeVersion: number | null }[];
  const count = mine.filter((item) => item.activeVersion !== null && item.status !== 'retired').length;
  const exams = examClient(t.app, priyaCookie);
  const created = await exams.createCustomTest({
    title: 'My items',
    subjects: [],
    clientNeeds: [],
    itemTypes: [],
    questionCount: count,
    timeLimitMinutes: 30,
    bank: 'own',
  });
  expect(created.statusCode).toBe(201);
  const attempt = await exams.started(created.json().id);
  return attempt.items.map((item) => ({ id: item.item.id, stem: item.item.stem }));
}

describe('issue 28: the review workflow', () => {
  it('puts an item in review in the review queue of other instructors, not its author', async () => {
    const id = await inReview(21);
    const queue = (await james.list('?scope=review')).json().items as { id: string }[];
    expect(queue.map((item) => item.id)).toContain(id);
    expect((await priya.list('?scope=review')).json().items.map((item: { id: string }) => item.id)).not.toContain(id);
    const seen = (await james.get(id)).json() as ItemDetail;
    expect(seen.actions).toEqual(['approve', 'return']);
    expect(seen.mayEdit).toBe(false);
    expect(((await priya.get(id)).json() as ItemDetail).actions).toEqual([]);
  });

  it('never lets the author approve her own version (403 own_item_review)', async () => {
    const id = await inReview(22);
    const response = await priya.act(id, { action: 'approve', checklist: TICKED_CHECKLIST });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('own_item_review');
  });

  it('approves only with every line of the checklist ticked', async () => {
    const id = await inReview(23);
    const response = await james.act(id, { action: 'approve', checklist: { ...TICKED_CHECKLIST, reference: false } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'review_checklist_incomplete',
      message: 'Tick every line of the review checklist to approve; still open: A reference a nurse could check.',
    });
    expect(((await james.get(id)).json() as ItemDetail).summary.status).toBe('in_review');
    const approved = await james.acted(id, 'approve', 'Sound item.');
    expect(approved.summary.status).toBe('approved');
    expect(approved.versions[0]).toMatchObject({ status: 'approved', approvedBy: { name: 'James Whitfield' } });
  });

  it('returns an item to its author only with comments, which its history keeps', async () => {
    const id = await inReview(24);
    const bare = await james.act(id, { action: 'return' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.code).toBe('review_comments_required');
    const returned = await james.acted(id, 'return', 'Option C is also defensible: make it clearly wrong.');
    expect(returned.summary.status).toBe('draft');
    const mine = (await priya.get(id)).json() as ItemDetail;
    expect(mine.history[0]).toMatchObject({
      action: 'return',
      actor: { name: 'James Whitfield' },
      comments: 'Option C is also defensible: make it clearly wrong.',
    });
    expect(mine.mayEdit).toBe(true);
    // Back in draft, James no longer sees it.
    expect((await james.get(id)).statusCode).toBe(404);
  });

  it('lets the owner (or an admin) activate, not the reviewer; refuses a wrong step with 400', async () => {
    const id = await inReview(25);
    expect((await priya.act(id, { action: 'activate' })).json().error.code).toBe('invalid_transition');
    await james.acted(id, 'approve');
    // Approved, the item is Priya's again: James does not see it.
    expect((await james.act(id, { action: 'activate' })).statusCode).toBe(404);
    const active = await priya.acted(id, 'activate');
    expect(active.summary).toMatchObject({ status: 'active', version: 1, activeVersion: 1, bank: 'private' });
    expect(active.versions[0]?.activatedAt).not.toBeNull();
  });

  it('writes who wrote and who approved each version to the audit log', async () => {
    const id = await activeItem(26);
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      headers: { origin: TEST_ORIGIN, cookie: graceCookie },
    });
    const entries = (
      log.json().entries as { action: string; subjectId: string; after: Record<string, unknown> }[]
    ).filter((entry) => entry.subjectId === id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['item.activated', 'item.approved']);
    const approval = entries.find((entry) => entry.action === 'item.approved');
    expect(approval?.after).toMatchObject({ status: 'approved', version: 1 });
    expect(approval?.after.approvedById).toBeTruthy();
    expect(approval?.after.authorId).not.toBe(approval?.after.approvedById);
  });
});

describe('issue 28: versions, retirement and adoption', () => {
  it('keeps the active version live while a new one is written, and attempts keep their copies', async () => {
    const id = await activeItem(31);
    const firstStem = ((await priya.get(id)).json() as ItemDetail).summary.title;
    const stemOf = async () => (await ownTestItems()).find((item) => item.id === id)?.stem;
    expect(await stemOf()).toContain(firstStem.slice(0, 40));

    const newStem = 'A client reports a new symptom after the first dose. Which action should the nurse take first?';
    const edited = (await priya.update(id, itemContent(32, { stem: newStem }))).json() as ItemDetail;
    expect(edited.summary).toMatchObject({ status: 'draft', version: 2, activeVersion: 1 });
    expect(edited.versions.map((v) => [v.version, v.status])).toEqual([
      [1, 'active'],
      [2, 'draft'],
    ]);
    // Still the first version in a new draw.
    expect(await stemOf()).toContain(firstStem.slice(0, 40));

    await priya.acted(id, 'submit');
    await james.acted(id, 'approve');
    const activated = await priya.acted(id, 'activate');
    expect(activated.summary).toMatchObject({ status: 'active', version: 2, activeVersion: 2 });
    expect(activated.versions.map((v) => [v.version, v.status])).toEqual([
      [1, 'superseded'],
      [2, 'active'],
    ]);
    expect(await stemOf()).toBe(newStem);

    // The first attempt still holds the first version.
    const history = (await examClient(t.app, priyaCookie).history()).json();
    const firstAttemptId = history.attempts.at(-1).id;
    const first = (await examClient(t.app, priyaCookie).get(firstAttemptId)).json();
    const asked = first.items.find((entry: { item: { id: string } }) => entry.item.id === id);
    expect(asked.item.stem).toContain(firstStem.slice(0, 40));
  });

  it('retires an item out of every new draw and keeps its history', async () => {
    const id = await activeItem(33);
    const retired = await priya.acted(id, 'retire', 'Outdated guidance.');
    expect(retired.summary).toMatchObject({ status: 'retired', activeVersion: null });
    expect(retired.history.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['create', 'submit', 'approve', 'activate', 'retire']),
    );
    expect(retired.actions).toEqual([]);
    expect(retired.mayEdit).toBe(false);
    const drawn = await ownTestItems();
    expect(drawn.map((item) => item.id)).not.toContain(id);
    expect((await priya.update(id, itemContent(34))).json().error.code).toBe('item_retired');
  });

  it('lets an admin adopt an active private item into the shared bank, and only then', async () => {
    const id = await activeItem(35);
    const byInstructor = await priya.adopt(id);
    expect(byInstructor.statusCode).toBe(403);
    const draft = await priya.created(itemContent(36));
    const notActive = await grace.adopt(draft.summary.id);
    expect(notActive.statusCode).toBe(400);
    expect(notActive.json().error.code).toBe('item_not_active');
    expect(((await grace.get(id)).json() as ItemDetail).mayAdopt).toBe(true);
    const adopted = (await grace.adopt(id)).json() as ItemDetail;
    expect(adopted.summary).toMatchObject({ bank: 'shared', owner: { name: 'Priya Nair' } });
    expect(adopted.history[0]).toMatchObject({ action: 'adopt', actor: { name: 'Grace Mensah' } });
    expect(adopted.mayAdopt).toBe(false);
    expect((await grace.adopt(id)).json().error.code).toBe('item_not_active');
  });

  it('activates a case study into the exams bank as its group and six items, and retires them together', async () => {
    const { summary } = await priya.created(caseStudyContent(7));
    const id = summary.id;
    await priya.acted(id, 'submit');
    await james.acted(id, 'approve');
    await priya.acted(id, 'activate');
    const db = t.database.db;
    const [group] = await db.select().from(itemGroups).where(eq(itemGroups.id, id));
    expect(group).toMatchObject({ bank: 'private', origin: 'authored', sourceFile: 'item bank', retiredAt: null });
    const rows = await db.select().from(questions).where(eq(questions.groupId, id));
    expect(rows.map((row) => [row.id, row.groupPosition, row.bank]).sort()).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => [`${id}-${n}`, n - 1, 'private']),
    );
    await priya.acted(id, 'retire');
    const after = await db
      .select({ retiredAt: questions.retiredAt })
      .from(questions)
      .where(or(eq(questions.groupId, id), eq(questions.id, id)));
    expect(after.every((row) => row.retiredAt !== null)).toBe(true);
    expect((await db.select().from(itemGroups).where(eq(itemGroups.id, id)))[0]?.retiredAt).not.toBeNull();
  });
});

describe('issue 28: imported drafts with item-writing flaws', () => {
  it('refuses to submit a flawed imported draft (400 item_invalid, nothing changed); after a PUT fixing it, submit works', async () => {
    const flawed = itemContent(71, { reference: 'The ward handbook' }) as { kind: 'item'; item: object };
    const upload = await postItemFile(t.app, priyaAccount, 'ward.json', JSON.stringify([flawed.item]));
    expect(upload.statusCode, upload.body).toBe(201);
    const accepted = await priya.call('POST', `/imports/${upload.json().importId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [id = ''] = accepted.json().itemIds as string[];

    const draft = (await priya.get(id)).json() as ItemDetail;
    expect(draft.summary.status).toBe('draft');
    expect(draft.problems).toEqual([expect.stringMatching(/^The item: the reference must give a year/)]);
    expect(draft.actions).toContain('submit');

    const refused = await priya.act(id, { action: 'submit' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('item_invalid');
    expect(refused.json().error.message).toMatch(/^Fix these before you submit it for review: The item: the reference/);
    const after = (await priya.get(id)).json() as ItemDetail;
    expect(after.summary.status).toBe('draft');
    expect(after.history.map((entry) => entry.action)).toEqual(['create']);

    const fixed = await priya.update(id, {
      kind: 'item',
      item: { ...(draft.content as { item: object }).item, reference: 'Lewis’s Medical-Surgical Nursing, 12th ed.' },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((fixed.json() as ItemDetail).problems).toEqual([]);
    expect((await priya.acted(id, 'submit')).summary.status).toBe('in_review');
  });
});
