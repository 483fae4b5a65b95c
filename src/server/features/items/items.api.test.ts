import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemDetail } from '../../../shared/item-bank/schemas';
import { signedInAs } from '../../testing/accounts';
import { caseStudyContent, type ItemBankClient, itemBankClient, itemContent } from '../../testing/item-bank';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let priya: ItemBankClient;
let james: ItemBankClient;
let admin: ItemBankClient;
let student: ItemBankClient;

beforeAll(async () => {
  t = await createTestApp();
  priya = itemBankClient(
    t.app,
    (await signedInAs(t.app, 'instructor', { firstName: 'Priya', lastName: 'Nair' })).cookie,
  );
  james = itemBankClient(
    t.app,
    (await signedInAs(t.app, 'instructor', { firstName: 'James', lastName: 'Whitfield' })).cookie,
  );
  admin = itemBankClient(t.app, (await signedInAs(t.app, 'admin')).cookie);
  student = itemBankClient(t.app, (await signedInAs(t.app, 'student')).cookie);
});
afterAll(async () => {
  await t.close();
});

describe('issue 28: writing items in the item bank', () => {
  it('is for instructors and admins: 401 signed out, 403 for a student or a trainer', async () => {
    expect((await itemBankClient(t.app).list()).statusCode).toBe(401);
    expect((await student.list()).statusCode).toBe(403);
    expect((await student.create(itemContent(1))).statusCode).toBe(403);
    const trainer = itemBankClient(t.app, (await signedInAs(t.app, 'trainer')).cookie);
    expect((await trainer.list()).statusCode).toBe(403);
  });

  it('saves a new item as version 1, a draft, with an id of its own', async () => {
    const detail = await priya.created(itemContent(11, { id: 'my-own-id' }));
    expect(detail.summary).toMatchObject({
      kind: 'item',
      itemType: 'multiple-choice',
      status: 'draft',
      version: 1,
      activeVersion: null,
      bank: 'private',
      owner: { name: 'Priya Nair' },
    });
    expect(detail.summary.id).toMatch(/^au-[0-9a-f]{12}$/);
    expect(detail.content).toMatchObject({ kind: 'item', item: { id: detail.summary.id } });
    expect(detail.versions).toMatchObject([{ version: 1, status: 'draft', author: { name: 'Priya Nair' } }]);
    expect(detail.history).toMatchObject([{ action: 'create', version: 1, actor: { name: 'Priya Nair' } }]);
    expect(detail.actions).toEqual(['submit', 'retire']);
    expect(detail.mayEdit).toBe(true);
    expect(detail.mayAdopt).toBe(false);
  });

  it('gives a case study its id and its six items <id>-1 .. -6', async () => {
    const detail = await priya.created(caseStudyContent(3));
    const id = detail.summary.id;
    expect(detail.summary).toMatchObject({ kind: 'case-study', itemType: null, title: 'Test case study 3' });
    if (detail.content.kind !== 'case-study') throw new Error('not a case study');
    expect((detail.content.caseStudy as { id: string }).id).toBe(id);
    expect(detail.content.questions.map((item) => (item as { id: string }).id)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `${id}-${n}`),
    );
  });

  it('refuses an item the rules refuse, naming every problem, and saves nothing', async () => {
    const before = (await priya.list()).json().items.length;
    const response = await priya.create(itemContent(12, { stem: '', difficulty: 'impossible' }));
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('item_invalid');
    expect(error.message).toContain('The item cannot be saved yet:');
    expect(error.message).toContain('The item, field stem: stem must not be empty.');
    expect(error.message).toContain('The item, field difficulty: difficulty must be "easy", "medium" or "hard".');
    expect((await priya.list()).json().items.length).toBe(before);
  });

  it('lets only the owner see and edit her draft: another instructor gets 404, an admin sees it', async () => {
    const draft = await priya.created(itemContent(13));
    const id = draft.summary.id;
    expect((await james.get(id)).statusCode).toBe(404);
    expect((await james.get(id)).json().error.code).toBe('item_not_found');
    const edit = await james.update(id, itemContent(14));
    expect(edit.statusCode).toBe(404);
    expect(edit.json().error.code).toBe('item_not_found');
    expect((await student.get(id)).statusCode).toBe(403);
    const seen = (await admin.get(id)).json() as ItemDetail;
    expect(seen.mayEdit).toBe(false);
    expect((await admin.update(id, itemContent(14))).statusCode).toBe(404);
    expect((await james.list()).json().items.map((item: { id: string }) => item.id)).not.toContain(id);
  });

  it('rewrites a draft in place and records the edit', async () => {
    const draft = await priya.created(itemContent(15));
    const id = draft.summary.id;
    const response = await priya.update(
      id,
      itemContent(16, { stem: 'A client reports a new symptom. Which action should the nurse take first?' }),
    );
    expect(response.statusCode).toBe(200);
    const edited = response.json() as ItemDetail;
    expect(edited.summary).toMatchObject({
      version: 1,
      status: 'draft',
      title: 'A client reports a new symptom. Which action should the nurse take first?',
    });
    expect(edited.versions).toHaveLength(1);
    expect(edited.history.map((entry) => entry.action).sort()).toEqual(['create', 'edit']);
  });

  it('refuses to edit an item in review, telling the author what to do', async () => {
    const draft = await priya.created(itemContent(17));
    await priya.acted(draft.summary.id, 'submit');
    const response = await priya.update(draft.summary.id, itemContent(18));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'item_in_review',
      message: 'It is in review: wait for the review or ask the reviewer to return it.',
    });
  });

  it('keeps a unit its kind: an item does not become a case study', async () => {
    const draft = await priya.created(itemContent(19));
    const response = await priya.update(draft.summary.id, caseStudyContent(4));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('item_invalid');
  });

  it('lists her items, narrowed by status; all of them for admins only', async () => {
    const mine = (await priya.list()).json().items as { status: string; owner: { name: string } }[];
    expect(mine.length).toBeGreaterThan(3);
    expect(new Set(mine.map((item) => item.owner.name))).toEqual(new Set(['Priya Nair']));
    const inReview = (await priya.list('?status=in_review')).json().items as { status: string }[];
    expect(inReview.length).toBeGreaterThan(0);
    expect(inReview.every((item) => item.status === 'in_review')).toBe(true);
    expect((await priya.list('?scope=all')).statusCode).toBe(403);
    expect((await admin.list('?scope=all')).json().items.length).toBe(mine.length);
    expect((await priya.list('?status=lost')).statusCode).toBe(400);
  });

  it('answers 400 for an id that is not an id, 404 for an unknown one', async () => {
    expect((await priya.get('au-000000000000')).statusCode).toBe(404);
    expect((await priya.get('bad%20id')).statusCode).toBe(400);
  });
});
