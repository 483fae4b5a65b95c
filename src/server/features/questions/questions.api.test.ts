import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { buildQuestion, buildQuestionBank } from '../../testing/question-factory';
import { openTestDatabase } from '../../testing/test-database';
import { drawRandomQuestions, syncQuestionBank } from './service';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const drawnIds = async () => (await drawRandomQuestions(database.db, 100)).map((q) => q.id).sort();

describe('loading the question bank into the database', () => {
  it('inserts new questions, updates changed ones, retires removed ones and restores them when they return', async () => {
    const bank = buildQuestionBank(12);
    await syncQuestionBank(database.db, bank);
    expect(await drawnIds()).toEqual(bank.map((q) => q.id).sort());

    const edited = buildQuestion(1, { stem: 'An edited stem: which finding should the nurse report first?' });
    const smaller = [edited, ...bank.slice(1, 10)];
    await syncQuestionBank(database.db, smaller);
    expect(await drawnIds()).toEqual(smaller.map((q) => q.id).sort());
    const drawn = await drawRandomQuestions(database.db, 100);
    expect(drawn.find((q) => q.id === 'test-001')?.stem).toBe(edited.stem);

    await syncQuestionBank(database.db, bank);
    expect(await drawnIds()).toEqual(bank.map((q) => q.id).sort());
  });

  it('draws each question at most once, keys and explanations included for the attempt to keep', async () => {
    const bank = buildQuestionBank(12);
    await syncQuestionBank(database.db, bank);
    const drawn = await drawRandomQuestions(database.db, 10);
    expect(new Set(drawn.map((q) => q.id)).size).toBe(10);
    for (const item of drawn) {
      const authored = bank.find((q) => q.id === item.id);
      expect(item.correctAnswer).toBe(authored?.correctAnswer);
      expect(item.explanation).toBe(authored?.explanation);
    }
  });
});
