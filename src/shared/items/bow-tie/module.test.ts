import { describe, expect, it } from 'vitest';
import { parseItemResponse, questionContentSchema } from '../registry';
import { bowTieArithmetic, bowTieScoreText } from './bow-tie-arithmetic';
import { bowTieKeyboard, placeBowTie, removeFromBowTie } from './keyboard';
import { bowTie } from './module';
import type { BowTieItem, BowTieResponse } from './schemas';

const EXPLANATION = [
  'Condition 1 is wrong because ...',
  'Condition 2 is correct because ...',
  'Condition 3 is wrong because ...',
  'Condition 4 is wrong because ...',
  'Action 1 is correct because ...',
  'Action 2 is wrong because ...',
  'Action 3 is wrong because ...',
  'Action 4 is correct because ...',
  'Action 5 is wrong because ...',
  'Parameter 1 is wrong because ...',
  'Parameter 2 is wrong because ...',
  'Parameter 3 is correct because ...',
  'Parameter 4 is wrong because ...',
  'Parameter 5 is correct because ...',
].join('\n');

const item = (overrides: Partial<BowTieItem> = {}): BowTieItem => ({
  id: 'ngn-bowtie-901',
  itemType: 'bow-tie',
  stem: 'A client 2 days after hip surgery has sudden dyspnea, pleuritic chest pain, HR 122 and SpO2 86%. Complete the bow-tie.',
  conditions: ['Pneumonia', 'Pulmonary embolism', 'Heart failure', 'Anxiety attack'],
  actions: [
    'Raise the head of the bed and give oxygen',
    'Encourage the incentive spirometer',
    'Massage the calf',
    'Prepare for anticoagulation as prescribed',
    'Give a sedative',
  ],
  parameters: ['Temperature', 'Bowel sounds', 'Oxygen saturation', 'Urine color', 'Heart rate'],
  correctCondition: 1,
  correctActions: [0, 3],
  correctParameters: [2, 4],
  explanation: EXPLANATION,
  subject: 'Medical-Surgical Nursing',
  topic: 'Pulmonary embolism',
  difficulty: 'hard',
  clientNeeds: 'Physiological Adaptation',
  reference: 'Lewis, Medical-Surgical Nursing',
  ...overrides,
});

const answer = (condition: number | null, actions: number[], parameters: number[]): BowTieResponse => ({
  condition,
  actions,
  parameters,
});

describe('bow-tie: NCSBN 0/1 scoring, one point per placement', () => {
  it('earns 5 of 5 for every placement right, whatever the order within a wing', () => {
    expect(bowTie.score(item(), answer(1, [0, 3], [2, 4]))).toEqual({ earned: 5, possible: 5 });
    expect(bowTie.score(item(), answer(1, [3, 0], [4, 2]))).toEqual({ earned: 5, possible: 5 });
  });

  it('a wrong condition does not void the wings: four right wings earn 4 of 5', () => {
    expect(bowTie.score(item(), answer(2, [0, 3], [2, 4]))).toEqual({ earned: 4, possible: 5 });
    const arithmetic = bowTieArithmetic(item(), answer(2, [0, 3], [2, 4]));
    expect(arithmetic).toEqual({ conditionRight: false, actionsRight: 2, parametersRight: 2, earned: 4, possible: 5 });
    expect(bowTieScoreText(arithmetic, item())).toBe(
      'Condition wrong (+0), actions 2 of 2 right (+2), parameters 2 of 2 right (+2) = 4 of 5 points',
    );
  });

  it('takes nothing away for a wrong placement: condition right, 1 of 2 actions, both parameters = 4 of 5', () => {
    const arithmetic = bowTieArithmetic(item(), answer(1, [0, 1], [4, 2]));
    expect(arithmetic.earned).toBe(4);
    expect(bowTieScoreText(arithmetic, item())).toBe(
      'Condition right (+1), actions 1 of 2 right (+1), parameters 2 of 2 right (+2) = 4 of 5 points',
    );
    expect(bowTie.score(item(), answer(1, [0, 1], [4, 2]))).toEqual({ earned: 4, possible: 5 });
  });

  it('earns 0 for every placement wrong and for no answer, and counts a half-done bow-tie', () => {
    expect(bowTie.score(item(), answer(0, [1, 2], [0, 1]))).toEqual({ earned: 0, possible: 5 });
    expect(bowTie.score(item(), null)).toEqual({ earned: 0, possible: 5 });
    expect(bowTie.score(item(), answer(null, [3], []))).toEqual({ earned: 1, possible: 5 });
    expect(bowTieScoreText(bowTieArithmetic(item(), null), item())).toBe(
      'No condition placed (+0), actions 0 of 2 right (+0), parameters 0 of 2 right (+0) = 0 of 5 points',
    );
  });
});

describe('bow-tie: what the browser sees and sends', () => {
  it('shows the three lists but no key, explanation or reference; the solution has the keys in order', () => {
    const view = bowTie.toView(item());
    expect(JSON.stringify(view)).not.toMatch(/correct|explanation|reference|Lewis/);
    expect(view).toMatchObject({
      conditions: item().conditions,
      actions: item().actions,
      parameters: item().parameters,
    });
    expect(bowTie.toSolution(item({ correctActions: [3, 0], correctParameters: [4, 2] }))).toEqual({
      itemType: 'bow-tie',
      correctCondition: 1,
      correctActions: [0, 3],
      correctParameters: [2, 4],
      explanation: EXPLANATION,
      reference: 'Lewis, Medical-Surgical Nursing',
    });
  });

  it('refuses a third action or parameter with a sentence', () => {
    const view = bowTie.toView(item());
    expect(parseItemResponse(view, answer(1, [0, 1, 3], [2]))).toEqual({
      ok: false,
      message:
        'This item is bow-tie: a bow-tie has 2 action slots: place at most 2 actions, removing one before adding another.',
    });
    expect(parseItemResponse(view, answer(1, [0], [0, 2, 4]))).toEqual({
      ok: false,
      message:
        'This item is bow-tie: a bow-tie has 2 parameter slots: place at most 2 parameters, removing one before adding another.',
    });
  });

  it('refuses options that do not exist, repeats and an empty bow-tie', () => {
    const view = bowTie.toView(item());
    expect(bowTie.checkResponse(view, answer(4, [0], [2]))).toBe(
      'Condition 4 does not exist: this bow-tie has conditions 0 to 3.',
    );
    expect(bowTie.checkResponse(view, answer(1, [0, 5], [2]))).toBe(
      'Action 5 does not exist: this bow-tie has actions 0 to 4.',
    );
    expect(bowTie.checkResponse(view, answer(1, [0], [7]))).toBe(
      'Parameter 7 does not exist: this bow-tie has parameters 0 to 4.',
    );
    expect(bowTie.checkResponse(view, answer(1, [0, 3], [2, 4]))).toBeNull();
    expect(parseItemResponse(view, answer(1, [3, 3], []))).toMatchObject({
      ok: false,
      message: 'This item is bow-tie: actions must not place the same action twice.',
    });
    expect(parseItemResponse(view, answer(null, [], []))).toMatchObject({
      ok: false,
      message: 'This item is bow-tie: a bow-tie answer must place at least one option; send null to clear the answer.',
    });
    expect(parseItemResponse(view, { condition: 1, actions: [0] })).toMatchObject({ ok: false });
    expect(parseItemResponse(view, answer(null, [0], []))).toEqual({ ok: true, response: answer(null, [0], []) });
  });

  it('places by click or Space: one condition, a wing toggles, a third is refused with a note and nothing changes', () => {
    expect(placeBowTie(null, 'condition', 2)).toEqual({ response: answer(2, [], []), refused: null });
    expect(placeBowTie(answer(2, [], []), 'condition', 1).response).toEqual(answer(1, [], []));
    expect(placeBowTie(answer(1, [3], []), 'actions', 0).response).toEqual(answer(1, [0, 3], []));
    expect(placeBowTie(answer(1, [0, 3], []), 'actions', 3).response).toEqual(answer(1, [0], []));
    const full = answer(1, [0, 3], [2, 4]);
    expect(placeBowTie(full, 'actions', 1)).toEqual({
      response: full,
      refused: 'Only 2 actions to take fit the bow-tie: remove one before placing another.',
    });
    expect(placeBowTie(full, 'parameters', 0)).toEqual({
      response: full,
      refused: 'Only 2 parameters to monitor fit the bow-tie: remove one before placing another.',
    });
    expect(placeBowTie(answer(null, [], [4]), 'parameters', 4)).toEqual({ response: null, refused: null });
  });

  it("takes an option out of its slot, and the keys A-F don't address a bow-tie", () => {
    expect(removeFromBowTie(answer(1, [0, 3], [2]), 'condition', 1)).toEqual(answer(null, [0, 3], [2]));
    expect(removeFromBowTie(answer(1, [0, 3], [2]), 'actions', 0)).toEqual(answer(1, [3], [2]));
    expect(removeFromBowTie(answer(1, [], []), 'condition', 1)).toBeNull();
    expect(bowTieKeyboard.parts(bowTie.toView(item()))).toBe(0);
    expect(bowTieKeyboard.choose(answer(1, [], []), 0)).toEqual(answer(1, [], []));
  });
});

describe('bow-tie: the content rules', () => {
  const problems = (raw: unknown) => {
    const parsed = questionContentSchema.safeParse(raw);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('takes exactly 4 conditions, 5 actions and 5 parameters with 1 + 2 + 2 keys', () => {
    expect(problems(item())).toEqual([]);
    expect(problems(item({ conditions: item().conditions.slice(0, 3) }))).toEqual([
      'conditions must hold exactly 4 texts.',
    ]);
    expect(problems(item({ actions: [...item().actions, 'Sixth'] }))).toEqual(['actions must hold exactly 5 texts.']);
    expect(problems(item({ parameters: item().parameters.slice(0, 4) }))).toEqual([
      'parameters must hold exactly 5 texts.',
    ]);
    expect(problems(item({ correctActions: [0] }))).toEqual(['correctActions must hold exactly 2 keys.']);
    expect(problems(item({ correctParameters: [0, 1, 2] }))).toEqual(['correctParameters must hold exactly 2 keys.']);
    expect(problems(item({ correctParameters: [2, 2] }))).toEqual(['correctParameters must not repeat an index.']);
    expect(problems(item({ correctActions: [0, 5] }))).toEqual([
      'correctActions must list 2 zero-based indexes from 0 to 4, like [0, 3].',
    ]);
    expect(problems(item({ correctCondition: 4 }))).toEqual([
      'correctCondition must be 0 to 3 (the index of the key in conditions).',
    ]);
    expect(problems(item({ conditions: ['Pneumonia', 'pneumonia', 'Heart failure', 'Anxiety'] }))).toEqual([
      'conditions must all be different.',
    ]);
  });

  it('requires a rationale for every option of the three lists, correct for keys and wrong for the others', () => {
    expect(bowTie.contentFlaws(item())).toEqual([]);
    const explanation = EXPLANATION.replace('Condition 3 is wrong', 'Condition 3 is correct').replace(
      'Parameter 5 is correct because ...',
      '',
    );
    expect(bowTie.contentFlaws(item({ explanation }))).toEqual([
      'the explanation says Condition 3 is correct, but it is not a key.',
      'the explanation does not discuss parameter 5 (as in "Parameter 5 is correct because ...").',
    ]);
  });

  it('flags a stem naming the keyed condition, absolute words only in distractors, and "all of the above"', () => {
    expect(bowTie.contentFlaws(item({ stem: 'A client with a pulmonary embolism is short of breath.' }))).toEqual([
      'the stem names the keyed condition "Pulmonary embolism": describe the cues and let the candidate name it.',
    ]);
    const actions = [...item().actions];
    actions[4] = 'Never leave the client alone';
    actions[2] = 'All of the above';
    expect(bowTie.contentFlaws(item({ actions }))).toEqual([
      'action 3 is "All of the above": write a real, specific option instead.',
      'action 5 uses the absolute word "Never" and no key of actions does: it cues the answer.',
    ]);
    actions[0] = 'Always raise the head of the bed';
    expect(bowTie.contentFlaws(item({ actions }))).toEqual([
      'action 3 is "All of the above": write a real, specific option instead.',
    ]);
  });
});

describe('bow-tie: what demos, tests and benchmarks rely on', () => {
  it('gives samples worth 5, 0 and 4 of 5, and a valid answer from the view alone', () => {
    const { samples } = bowTie;
    for (const bt of [item(), item({ correctCondition: 3, correctActions: [3, 4], correctParameters: [0, 1] })]) {
      expect(bowTie.score(bt, samples.right(bt))).toEqual({ earned: 5, possible: 5 });
      expect(bowTie.score(bt, samples.wrong(bt))).toEqual({ earned: 0, possible: 5 });
      expect(bowTie.score(bt, samples.partlyRight?.(bt) ?? null)).toEqual({ earned: 4, possible: 5 });
      const view = bowTie.toView(bt);
      expect(parseItemResponse(view, samples.any(view))).toMatchObject({ ok: true });
    }
  });
});
