import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAuthoredContent } from '../../../shared/item-bank/check-content';
import { questions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findAccountUserByEmail } from '../account/service';
import { seedDemoUsers } from '../auth/service';
import { seedDemoItems } from './demo-items';
import { listItems } from './item-views';
import { authoredItems, authoredItemVersions } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.app);
  await seedDemoItems(t.database.db, t.clock.now());
});
afterAll(async () => {
  await t.close();
});

async function userId(email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no ${email}`);
  return row.id;
}

describe('issue 28: the demo item bank', () => {
  it('gives Priya Nair an item in every state', async () => {
    const priya = await userId('priya.nair@nightingale.test');
    const rows = await t.database.db.select().from(authoredItems).where(eq(authoredItems.ownerId, priya));
    expect(rows.map((row) => row.status).sort()).toEqual(
      ['active', 'active', 'approved', 'draft', 'draft', 'in_review', 'retired'].sort(),
    );
    expect(rows.filter((row) => row.kind === 'case-study').map((row) => row.status)).toEqual(['draft']);
    expect(
      rows
        .filter((row) => row.status === 'active')
        .map((row) => row.itemType)
        .sort(),
    ).toEqual(['bow-tie', 'multiple-choice']);
  });

  it('has every version approved by James or Grace, never Priya, and valid by the editor’s rules', async () => {
    const priya = await userId('priya.nair@nightingale.test');
    const reviewers = [await userId('james.whitfield@nightingale.test'), await userId('grace.mensah@nightingale.test')];
    const versions = await t.database.db.select().from(authoredItemVersions);
    const approvers = versions.flatMap((version) => (version.approvedById ? [version.approvedById] : []));
    expect(approvers.length).toBeGreaterThanOrEqual(4);
    expect(approvers.every((id) => reviewers.includes(id) && id !== priya)).toBe(true);
    for (const version of versions) expect(checkAuthoredContent(version.content).ok).toBe(true);
  });

  it('puts her two active items in her private bank, and the retired one out of every draw', async () => {
    const priya = await userId('priya.nair@nightingale.test');
    const rows = await t.database.db.select().from(questions).where(eq(questions.ownerId, priya));
    const live = rows.filter((row) => row.retiredAt === null);
    expect(live.map((row) => [row.bank, row.origin, row.sourceFile])).toEqual([
      ['private', 'authored', 'item bank'],
      ['private', 'authored', 'item bank'],
    ]);
    expect(rows.filter((row) => row.retiredAt !== null)).toHaveLength(1);
  });

  it("puts her item in review in James Whitfield's review queue", async () => {
    const james = await findAccountUserByEmail(t.database.db, 'james.whitfield@nightingale.test');
    if (!james) throw new Error('no James');
    const queue = await listItems(t.database.db, james, { scope: 'review' });
    expect(queue.items.map((item) => [item.status, item.owner?.name])).toEqual([['in_review', 'Priya Nair']]);
  });

  it('runs once', async () => {
    await seedDemoItems(t.database.db, t.clock.now());
    expect(await t.database.db.select({ id: authoredItems.id }).from(authoredItems)).toHaveLength(7);
  });
});
