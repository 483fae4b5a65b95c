import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { buildQuestion, buildQuestionBank } from '../../../testing/question-factory';
import { openTestDatabase } from '../../../testing/test-database';
import { countDrawableItems, getItems, listDrawableItems, syncQuestionBank } from './bank-items';
import { itemGroups, questions } from './tables';

const anyItem = { subjects: [], clientNeeds: [], itemTypes: [] };

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const drawnIds = async () => (await listDrawableItems(database.db, anyItem)).map((q) => q.id).sort();

describe('loading the question bank into the database', () => {
  it('inserts new questions, updates changed ones, retires removed ones and restores them when they return', async () => {
    const bank = buildQuestionBank(12);
    await syncQuestionBank(database.db, bank);
    expect(await drawnIds()).toEqual(bank.map((q) => q.id).sort());

    const edited = buildQuestion(1, { stem: 'An edited stem: which finding should the nurse report first?' });
    const smaller = [edited, ...bank.slice(1, 10)];
    await syncQuestionBank(database.db, smaller);
    expect(await drawnIds()).toEqual(smaller.map((q) => q.id).sort());
    const [stored] = await getItems(database.db, ['test-001']);
    expect(stored?.stem).toBe(edited.stem);

    await syncQuestionBank(database.db, bank);
    expect(await drawnIds()).toEqual(bank.map((q) => q.id).sort());
  });

  it('writes nothing when the bank is unchanged, and only the items that changed otherwise', async () => {
    // xmin is the transaction that last wrote a row: unchanged, the row was not rewritten.
    const versions = async () => {
      const result = await database.db.execute(sql`select id, xmin::text as version from questions order by id`);
      return new Map(
        (result as unknown as { rows: { id: string; version: string }[] }).rows.map((r) => [r.id, r.version]),
      );
    };
    const bank = buildQuestionBank(12);
    await syncQuestionBank(database.db, bank);
    const before = await versions();

    expect(await syncQuestionBank(database.db, bank)).toEqual({ authored: 12, written: 0, retired: 0 });
    expect(await versions()).toEqual(before);

    const edited = [buildQuestion(2, { topic: 'An edited topic' }), ...bank.filter((q) => q.id !== 'test-002')];
    expect(await syncQuestionBank(database.db, edited.slice(0, 11))).toEqual({ authored: 11, written: 1, retired: 1 });
    const after = await versions();
    const rewritten = [...after].filter(([id, version]) => before.get(id) !== version).map(([id]) => id);
    expect(rewritten.sort()).toEqual(['test-002', edited[11]?.id].sort());
    expect((await getItems(database.db, ['test-002']))[0]?.topic).toBe('An edited topic');
  });

  it('gives the whole authored item, key and explanation included, for the attempt to keep', async () => {
    const bank = buildQuestionBank(12);
    await syncQuestionBank(database.db, bank);
    const ids = ['test-003', 'test-001', 'no-such-item'];
    const items = await getItems(database.db, ids);
    expect(items.map((item) => item.id)).toEqual(['test-003', 'test-001']);
    const { sourceFile: _file, ...authored } = bank[2] ?? buildQuestion(0);
    expect(items[0]).toEqual(authored);
  });

  it('lists only the items a filter allows', async () => {
    await syncQuestionBank(database.db, buildQuestionBank(12));
    const pharmacology = await listDrawableItems(database.db, { ...anyItem, subjects: ['Pharmacology'] });
    expect(pharmacology.length).toBeGreaterThan(0);
    const items = await getItems(
      database.db,
      pharmacology.map((item) => item.id),
    );
    expect(items.every((item) => item.subject === 'Pharmacology')).toBe(true);
    expect(await listDrawableItems(database.db, { ...anyItem, itemTypes: ['select-all-that-apply'] })).toEqual([]);
  });

  it('never draws an item of a group (a case study) alone: its items are asked only together', async () => {
    const bank = buildQuestionBank(12);
    await syncQuestionBank(database.db, bank);
    await database.db.insert(itemGroups).values({
      id: 'cs-test-01',
      kind: 'case-study',
      title: 'A client with sepsis',
      content: {
        id: 'cs-test-01',
        kind: 'case-study',
        title: 'A client with sepsis',
        scenario: 'A client...',
        chart: [],
      },
      sourceFile: 'content/questions/test.json',
    });
    await database.db
      .update(questions)
      .set({ groupId: 'cs-test-01', groupPosition: 0 })
      .where(eq(questions.id, 'test-001'));
    expect(await drawnIds()).toEqual(bank.map((q) => q.id).filter((id) => id !== 'test-001'));
    expect(await countDrawableItems(database.db, anyItem)).toBe(11);
    await expect(
      database.db
        .update(questions)
        .set({ groupId: null, groupPosition: 1 })
        .where(eq(questions.id, 'test-002'))
        .execute(),
    ).rejects.toThrow();
  });
});
