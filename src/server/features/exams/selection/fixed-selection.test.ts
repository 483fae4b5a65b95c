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
  form: {
    title: 'Fundamentals',
    kind: 'subject-quiz',
    filter: { subjects: [], clientNeeds: [], itemTypes: [] },
    selection: 'random',
  },
  length: 10,
  asked: [],
  pool: async () => pool,
  groups: async () => [],
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

describe('case studies in the fixed draw (docs/nclex.md §3)', () => {
  const groups = Array.from({ length: 5 }, (_, g) => ({
    id: `cs-${g}`,
    itemIds: Array.from({ length: 6 }, (_, k) => `cs-${g}-${k + 1}`),
  }));
  const full = {
    title: 'Full NCLEX Practice Exam',
    kind: 'full-exam' as const,
    filter: step().form.filter,
    selection: 'test-plan' as const,
  };

  it('puts three case studies in a full exam, each as six items together and in order, counted in its length', async () => {
    const ids = await itemSelectionFor('test-plan').next(step({ form: full, length: 75, groups: async () => groups }));
    expect(ids).toHaveLength(75);
    const drawn = groups.filter((group) => ids.includes(group.itemIds[0] ?? ''));
    expect(drawn).toHaveLength(3);
    for (const group of drawn) {
      const start = ids.indexOf(group.itemIds[0] ?? '');
      expect(ids.slice(start, start + 6)).toEqual(group.itemIds);
    }
    expect(ids.filter((id) => id.startsWith('item-'))).toHaveLength(57);
  });

  it('asks exactly one case study in a Case Studies form, and none in a subject quiz', async () => {
    const caseForm = { ...full, title: 'Case Studies', kind: 'case-study' as const, selection: 'case-study' as const };
    const one = await itemSelectionFor('case-study').next(
      step({ form: caseForm, length: 6, groups: async () => groups }),
    );
    expect(groups.some((group) => JSON.stringify(group.itemIds) === JSON.stringify(one))).toBe(true);
    const quiz = await itemSelectionFor('random').next(step({ groups: async () => groups }));
    expect(quiz.every((id) => id.startsWith('item-'))).toBe(true);
  });

  it('refuses with 503 when the bank has fewer case studies than the form asks', async () => {
    const refusal = await itemSelectionFor('test-plan')
      .next(step({ form: full, length: 75, groups: async () => groups.slice(0, 2) }))
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'question_bank_too_small', status: 503 });
  });
});
