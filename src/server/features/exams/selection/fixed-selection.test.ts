import { describe, expect, it, vi } from 'vitest';
import { CLIENT_NEEDS } from '../../../../shared/exams/question-bank';
import { allocateByTestPlan } from '../../../../shared/exams/test-plan';
import { AppError } from '../../../errors';
import { type DrawableItem, itemSelectionFor, type SelectionStep } from './item-selection';

const pool: DrawableItem[] = Array.from({ length: 200 }, (_, i) => ({
  id: `item-${i}`,
  clientNeeds: CLIENT_NEEDS[i % CLIENT_NEEDS.length] ?? 'Management of Care',
}));

const step = (overrides: Partial<SelectionStep> = {}): SelectionStep => ({
  form: { title: 'Fundamentals', filter: { subjects: [], clientNeeds: [], itemTypes: [] }, selection: 'random' },
  length: 10,
  asked: [],
  pool: async () => pool,
  ...overrides,
});

describe('the fixed draw: every item at the start, nothing after (spec §4, §9)', () => {
  it('draws the whole length at the first step, distinct items of the pool', async () => {
    const ids = await itemSelectionFor('random').next(step());
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect(ids.every((id) => pool.some((item) => item.id === id))).toBe(true);
  });

  it('draws a test-plan form to the client-needs shares of the NCLEX-RN test plan', async () => {
    const form = { ...step().form, selection: 'test-plan' as const };
    const ids = await itemSelectionFor('test-plan').next(step({ form, length: 100 }));
    const needOf = (id: string) => pool.find((item) => item.id === id)?.clientNeeds;
    for (const [need, count] of Object.entries(allocateByTestPlan(100))) {
      expect(ids.filter((id) => needOf(id) === need)).toHaveLength(count);
    }
  });

  it('adds nothing once items were asked, without reading the pool', async () => {
    const read = vi.fn(async () => pool);
    const asked = [{ itemId: 'item-1', earned: 1, possible: 1 }];
    expect(await itemSelectionFor('random').next(step({ asked, pool: read }))).toEqual([]);
    expect(read).not.toHaveBeenCalled();
  });

  it('refuses with 503 question_bank_too_small when the pool is shorter than the attempt', async () => {
    const short = step({ pool: async () => pool.slice(0, 9) });
    const refusal = await itemSelectionFor('random')
      .next(short)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'question_bank_too_small', status: 503 });
  });
});
