import { describe, expect, it } from 'vitest';
import { targetName } from '../drag-and-drop-cloze/cloze-arithmetic';
import {
  rationaleArithmetic,
  rationalePartsText,
  rationaleScoreText,
} from '../drop-down-rationale/rationale-arithmetic';
import { dragAndDropRationaleKeyboard } from './keyboard';
import { dragAndDropRationale } from './module';
import { type DragAndDropRationaleItem, dragAndDropRationaleItemSchema } from './schemas';

/** A triad: the cause {{0}} and its two effects {{1}} and {{2}}, each effect in its own frame. */
const triad = (overrides: Partial<DragAndDropRationaleItem> = {}): DragAndDropRationaleItem => ({
  id: 'ngn-dndr-900',
  itemType: 'drag-and-drop-rationale',
  stem: 'A client with small-cell lung cancer has a serum sodium of 121 mEq/L and concentrated urine. Complete the sentence.',
  text: 'The client most likely has {{0}}, which explains the serum sodium of {{1}} and the urine that shows {{2}}.',
  tokens: [
    'the syndrome of inappropriate antidiuretic hormone',
    'diabetes insipidus',
    'dilutional hyponatremia',
    'hypernatremia from water loss',
    'a high specific gravity',
    'a low specific gravity',
  ],
  correctAnswers: [0, 2, 4],
  explanation:
    'A is correct: the cause ... B is wrong because ... C is correct because ... D is wrong because ... E is correct because ... F is wrong because ...',
  subject: 'Medical-Surgical Nursing',
  topic: 'SIADH',
  difficulty: 'hard',
  clientNeeds: 'Physiological Adaptation',
  reference: "Lewis's Medical-Surgical Nursing, 12th ed., endocrine problems chapter",
  ...overrides,
});

/** A dyad: 2 targets, 1 point when both are right. */
const dyad = (overrides: Partial<DragAndDropRationaleItem> = {}): DragAndDropRationaleItem =>
  triad({
    text: 'The client is at risk for {{0}} as evidenced by the serum sodium of {{1}}.',
    tokens: ['seizures', 'dehydration', '121 mEq/L', '148 mEq/L'],
    correctAnswers: [0, 2],
    explanation: 'A is correct because ... B is wrong because ... C is correct because ... D is wrong because ...',
    ...overrides,
  });

const problems = (raw: unknown) => {
  const parsed = dragAndDropRationaleItemSchema.safeParse(raw);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('drag-and-drop rationale: NCSBN rationale scoring', () => {
  it('a dyad earns its 1 point only when both targets are right', () => {
    expect(dragAndDropRationale.score(dyad(), { placements: [0, 2] })).toEqual({ earned: 1, possible: 1 });
    expect(dragAndDropRationale.score(dyad(), { placements: [0, 3] })).toEqual({ earned: 0, possible: 1 });
    expect(dragAndDropRationale.score(dyad(), { placements: [1, 2] })).toEqual({ earned: 0, possible: 1 });
    expect(dragAndDropRationale.score(dyad(), { placements: [0, null] })).toEqual({ earned: 0, possible: 1 });
  });

  it('a triad earns 1 point per cause-effect pair with both parts right, 2 in all', () => {
    expect(dragAndDropRationale.score(triad(), { placements: [0, 2, 4] })).toEqual({ earned: 2, possible: 2 });
    // Cause and first effect right, second effect wrong: pair 1 right, pair 2 wrong.
    expect(dragAndDropRationale.score(triad(), { placements: [0, 2, 5] })).toEqual({ earned: 1, possible: 2 });
    expect(dragAndDropRationale.score(triad(), { placements: [0, 3, 4] })).toEqual({ earned: 1, possible: 2 });
    expect(dragAndDropRationale.score(triad(), { placements: [0, 3, 5] })).toEqual({ earned: 0, possible: 2 });
  });

  it('a wrong cause loses both pairs of a triad, even with both effects right', () => {
    expect(dragAndDropRationale.score(triad(), { placements: [1, 2, 4] })).toEqual({ earned: 0, possible: 2 });
    expect(dragAndDropRationale.score(triad(), { placements: [null, 2, 4] })).toEqual({ earned: 0, possible: 2 });
  });

  it('gives an unanswered item 0', () => {
    expect(dragAndDropRationale.score(triad(), null)).toEqual({ earned: 0, possible: 2 });
    expect(dragAndDropRationale.score(dyad(), null)).toEqual({ earned: 0, possible: 1 });
  });

  it('shows the pairs and targets as the result screen says them (the shared rationale arithmetic)', () => {
    const partly = rationaleArithmetic([0, 2, 4], [0, 2, 5]);
    expect(rationaleScoreText(partly)).toBe('Pair 1 right, pair 2 wrong: 1 of 2 points');
    expect(rationalePartsText(partly, 'targets')).toBe(
      'Target 1 (cause) right, target 2 (effect) right, target 3 (effect) wrong.',
    );
    expect(rationaleScoreText(rationaleArithmetic([0, 2], [0, null]))).toBe('Pair wrong: 0 of 1 point');
    expect(targetName(2)).toBe('target 3');
  });
});

describe('drag-and-drop rationale: what the browser sees and sends', () => {
  const view = dragAndDropRationale.toView(triad());

  it('shows the text and tokens, never the key, the rationale or the reference', () => {
    expect(JSON.stringify(view)).not.toMatch(/correctAnswers|explanation|reference|Lewis/);
    expect(view).toMatchObject({ itemType: 'drag-and-drop-rationale', text: triad().text, tokens: triad().tokens });
    expect(dragAndDropRationale.toSolution(triad())).toMatchObject({ correctAnswers: [0, 2, 4] });
  });

  it('refuses a token placed twice, a token or a target that does not exist', () => {
    const check = (placements: (number | null)[]) => dragAndDropRationale.checkResponse(view, { placements });
    expect(check([0, null, 4])).toBeNull();
    expect(check([4, 2, 4])).toBe(
      'Token 4 (E) is placed in both target 1 and target 3: a token can fill one target only.',
    );
    expect(check([0, 2, 6])).toBe('Token 6 does not exist: this item has tokens 0 (A) to 5 (F).');
    expect(check([0, 2])).toBe(
      'This item has 3 targets: placements must hold 3 entries, a token index or null for each target.',
    );
    expect(dragAndDropRationaleKeyboard.parts(view)).toBe(0);
  });
});

describe('drag-and-drop rationale: the content rules', () => {
  it('accepts a dyad or a triad, nothing else', () => {
    expect(problems(triad())).toEqual([]);
    expect(problems(dyad())).toEqual([]);
    expect(problems(dyad({ text: 'Risk of {{0}}.', correctAnswers: [0] }))).toEqual([
      'correctAnswers must hold 2 to 3 token indexes, one per target.',
    ]);
    expect(
      problems(triad({ text: 'Risk of {{0}}, shown by {{1}}, from {{2}}.', correctAnswers: [0, 2, 4, 1] })),
    ).toEqual([
      'correctAnswers must hold 2 to 3 token indexes, one per target.',
      'text must hold {{0}} to {{3}} in order, each once (one per target); it holds {{0}}, {{1}}, {{2}}.',
    ]);
  });

  it('requires a rationale for every token and each effect of a triad in its own frame', () => {
    expect(dragAndDropRationale.contentFlaws(triad())).toEqual([]);
    expect(
      dragAndDropRationale.contentFlaws(triad({ explanation: 'A is correct ... C is correct ... E is wrong ...' })),
    ).toEqual([
      'the explanation does not discuss token B (as in "B is wrong because ...").',
      'the explanation does not discuss token D (as in "D is wrong because ...").',
      'the explanation says E is wrong, but token E is a key in correctAnswers.',
      'the explanation does not discuss token F (as in "F is wrong because ...").',
    ]);
    expect(
      dragAndDropRationale.contentFlaws(
        triad({ text: 'The client most likely has {{0}}, which explains {{1}} and {{2}}.' }),
      ),
    ).toEqual([
      'targets 2 and 3 are joined by "and" alone: their keys could go either way round and read right, yet each target scores only its own key; give each target its own frame.',
    ]);
  });
});

describe('drag-and-drop rationale: what demos, tests and benchmarks rely on', () => {
  it('gives samples worth all the points and none, a partly right triad, and a valid answer from the view alone', () => {
    const { samples } = dragAndDropRationale;
    for (const rationale of [triad(), dyad(), triad({ correctAnswers: [5, 0, 3] })]) {
      const { possible } = dragAndDropRationale.score(rationale, null);
      expect(dragAndDropRationale.score(rationale, samples.right(rationale))).toEqual({ earned: possible, possible });
      expect(dragAndDropRationale.score(rationale, samples.wrong(rationale))).toEqual({ earned: 0, possible });
      const view = dragAndDropRationale.toView(rationale);
      expect(dragAndDropRationale.checkResponse(view, samples.any(view))).toBeNull();
      expect(dragAndDropRationale.checkResponse(view, samples.wrong(rationale))).toBeNull();
    }
    const partly = samples.partlyRight?.(triad());
    expect(partly && dragAndDropRationale.score(triad(), partly)).toEqual({ earned: 1, possible: 2 });
  });
});
