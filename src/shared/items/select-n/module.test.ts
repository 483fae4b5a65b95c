import { describe, expect, it } from 'vitest';
import { parseItemResponse, questionContentSchema } from '../registry';
import { selectNKeyboard, toggleUpToN } from './keyboard';
import { selectN } from './module';
import type { SelectNItem } from './schemas';
import { selectNArithmetic, selectNArithmeticText } from './select-n-arithmetic';

const item = (overrides: Partial<SelectNItem> = {}): SelectNItem => ({
  id: 'ngn-sn-001',
  itemType: 'select-n',
  stem: 'A client with heart failure is prescribed furosemide. Which findings should the nurse report? Select 2.',
  options: [
    'Potassium 3.1 mEq/L',
    'Weight down 0.5 kg since yesterday',
    'Blood pressure 128/76 mm Hg',
    'Urine output 60 mL/hr',
    'New muscle cramps and weakness',
    'Clear lung sounds',
  ],
  n: 2,
  correctAnswers: [0, 4],
  explanation:
    'A is correct because ... B is wrong because ... C is wrong because ... D is wrong because ... E is correct because ... F is wrong because ...',
  subject: 'Pharmacology',
  topic: 'Loop diuretics',
  difficulty: 'medium',
  clientNeeds: 'Pharmacological and Parenteral Therapies',
  reference: 'Drug reference: furosemide',
  ...overrides,
});

const three = () =>
  item({
    stem: 'Which findings should the nurse report? Select 3.',
    n: 3,
    correctAnswers: [0, 3, 4],
    explanation: 'A is correct. B is wrong. C is wrong. D is correct. E is correct. F is wrong.',
  });

describe('select N: NCSBN 0/1 scoring (1 per key chosen, no penalty)', () => {
  it('earns 1 per key chosen and nothing is taken away for another option', () => {
    expect(selectN.score(item(), { choices: [0, 4] })).toEqual({ earned: 2, possible: 2 });
    expect(selectN.score(item(), { choices: [4, 2] })).toEqual({ earned: 1, possible: 2 });
    expect(selectN.score(item(), { choices: [1, 2] })).toEqual({ earned: 0, possible: 2 });
    expect(selectN.score(three(), { choices: [0, 1, 3] })).toEqual({ earned: 2, possible: 3 });
    expect(selectN.score(three(), { choices: [5] })).toEqual({ earned: 0, possible: 3 });
  });

  it('is worth N points, one fewer choice earning what its keys earn, and nothing unanswered', () => {
    expect(selectN.score(three(), { choices: [3] })).toEqual({ earned: 1, possible: 3 });
    expect(selectN.score(three(), null)).toEqual({ earned: 0, possible: 3 });
  });

  it('earns nothing for more than N choices, though the server never lets such an answer through', () => {
    expect(selectN.score(item(), { choices: [0, 4, 1] })).toEqual({ earned: 0, possible: 2 });
    expect(selectNArithmetic([0, 4], [0, 4, 1]).earned).toBe(0);
  });

  it('says the arithmetic per choice for the result screen', () => {
    expect(selectNArithmeticText([1, 4], [4, 2])).toBe(
      '+0 for C (not a key, no penalty) +1 for E (a key) = 1 of 2 points',
    );
    expect(selectNArithmeticText([1, 4], [1, 4])).toBe('+1 for B (a key) +1 for E (a key) = 2 of 2 points');
    expect(selectNArithmeticText([1, 4], [])).toBe('Nothing chosen = 0 of 2 points');
    expect(selectNArithmeticText([1, 4], [1, 4, 9])).toBe(
      '+1 for B (a key) +1 for E (a key) +0 for J (not a key, no penalty) = 0 of 2 points (more than 2 chosen earns nothing)',
    );
  });
});

describe('select N: what the browser sees and sends', () => {
  it('shows the options and N, no keys or rationale; the solution lists the keys in order', () => {
    const view = selectN.toView(item());
    expect(view).toMatchObject({ itemType: 'select-n', n: 2, options: item().options });
    expect(JSON.stringify(view)).not.toMatch(/correctAnswers|explanation|reference|Drug reference/);
    expect(selectN.toSolution(item({ correctAnswers: [4, 0] }))).toMatchObject({ correctAnswers: [0, 4] });
  });

  it('refuses N+1 choices with a sentence, and an option the item does not have', () => {
    const view = selectN.toView(item());
    expect(selectN.checkResponse(view, { choices: [0, 4] })).toBeNull();
    expect(selectN.checkResponse(view, { choices: [0] })).toBeNull();
    expect(selectN.checkResponse(view, { choices: [0, 1, 4] })).toBe(
      'This item asks you to select 2 options and the answer chooses 3: clear 1 of them and send it again.',
    );
    expect(selectN.checkResponse(view, { choices: [0, 6] })).toBe(
      'Option 6 does not exist: this item has options 0 (A) to 5 (F).',
    );
  });

  it('refuses through the registry as the API does: N+1 choices, a repeat, an empty answer', () => {
    const view = selectN.toView(item());
    expect(parseItemResponse(view, { choices: [0, 2, 4] })).toEqual({
      ok: false,
      message: 'This item asks you to select 2 options and the answer chooses 3: clear 1 of them and send it again.',
    });
    expect(parseItemResponse(view, { choices: [1, 1] })).toEqual({
      ok: false,
      message: 'This item is select n: choices must not repeat an option.',
    });
    expect(parseItemResponse(view, { choices: [] })).toMatchObject({ ok: false });
    expect(parseItemResponse(view, { choices: [2, 4] })).toEqual({ ok: true, response: { choices: [2, 4] } });
  });
});

describe('select N: the screen refuses an N+1th choice', () => {
  it('adds choices in order up to N, then leaves the answer as it was; clearing one frees a place', () => {
    const two = toggleUpToN(toggleUpToN(null, 4, 2), 1, 2);
    expect(two).toEqual({ choices: [1, 4] });
    expect(toggleUpToN(two, 0, 2)).toBe(two);
    expect(toggleUpToN(two, 4, 2)).toEqual({ choices: [1] });
    expect(toggleUpToN(toggleUpToN(two, 4, 2), 0, 2)).toEqual({ choices: [0, 1] });
    expect(toggleUpToN({ choices: [1] }, 1, 2)).toBeNull();
  });

  it('leaves the letter keys unused (choose has no view, so it cannot know N)', () => {
    expect(selectNKeyboard.parts(selectN.toView(item()))).toBe(0);
    expect(selectNKeyboard.choose({ choices: [1, 4] }, 0)).toEqual({ choices: [1, 4] });
  });
});

describe('select N: the content rules', () => {
  const problems = (raw: unknown) => {
    const parsed = questionContentSchema.safeParse(raw);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('accepts 5 to 10 options with exactly N keys, N from 2 to one fewer than the options', () => {
    expect(problems(item())).toEqual([]);
    expect(problems(three())).toEqual([]);
    expect(problems(item({ correctAnswers: [0] }))).toEqual(['correctAnswers must hold exactly n keys.']);
    expect(problems(item({ correctAnswers: [0, 1, 4] }))).toEqual(['correctAnswers must hold exactly n keys.']);
    expect(problems(item({ n: 1, correctAnswers: [0] }))).toEqual(['n must be at least 2.']);
    expect(problems(item({ n: 6, correctAnswers: [0, 1, 2, 3, 4, 5] }))).toEqual([
      'n must be smaller than the number of options.',
    ]);
    expect(problems(item({ correctAnswers: [0, 6] }))).toEqual(['correctAnswers names an option that does not exist.']);
    expect(problems(item({ correctAnswers: [0, 0] }))).toEqual(['correctAnswers must not repeat an index.']);
    expect(problems(item({ options: item().options.slice(0, 4), correctAnswers: [0, 1] }))).toEqual([
      'options must hold 5 to 10 texts.',
    ]);
    expect(problems(item({ n: 2.5 }))).toEqual([
      'n must be a whole number: how many options the candidate selects, like 2.',
    ]);
  });

  it('requires the stem to say "Select N." and a rationale for every option, right way round', () => {
    expect(selectN.contentFlaws(item())).toEqual([]);
    expect(
      selectN.contentFlaws(item({ stem: 'Which findings should the nurse report? Select all that apply.' })),
    ).toEqual(['the stem must tell the candidate how many to choose: "Select 2." (n is 2).']);
    expect(selectN.contentFlaws({ ...three(), stem: 'Which findings? Select 2.' })).toEqual([
      'the stem must tell the candidate how many to choose: "Select 3." (n is 3).',
    ]);
    expect(
      selectN.contentFlaws(item({ explanation: 'A is correct. B is correct. C is wrong. D is wrong. E is correct.' })),
    ).toEqual([
      'the explanation says B is correct, but B is not a key in correctAnswers.',
      'the explanation does not discuss option F (as in "F is wrong because ...").',
    ]);
  });

  it('flags "all of the above" and an absolute word only in options that are not keys', () => {
    const options = [...item().options];
    options[2] = 'Never report a blood pressure in range';
    options[5] = 'All of the above';
    expect(selectN.contentFlaws(item({ options }))).toEqual([
      'option F is "All of the above": write a real, specific option instead.',
      'option C uses the absolute word "Never" and no key does: it cues the answer.',
    ]);
  });
});

describe('select N: what demos, tests and benchmarks rely on', () => {
  it('gives samples worth all the points, none and some, and a valid answer from the view alone', () => {
    const { samples } = selectN;
    const wide = item({
      stem: 'Which? Select 4.',
      options: [...item().options, 'Seventh', 'Eighth', 'Ninth', 'Tenth'],
      n: 4,
      correctAnswers: [9, 2, 6, 0],
    });
    for (const sn of [item(), three(), wide]) {
      const possible = sn.n;
      expect(selectN.score(sn, samples.right(sn))).toEqual({ earned: possible, possible });
      expect(selectN.score(sn, samples.wrong(sn))).toEqual({ earned: 0, possible });
      const partly = samples.partlyRight ? selectN.score(sn, samples.partlyRight(sn)).earned : 0;
      expect(partly).toBeGreaterThan(0);
      expect(partly).toBeLessThan(possible);
      const view = selectN.toView(sn);
      for (const response of [samples.right(sn), samples.wrong(sn), samples.any(view)]) {
        expect(selectN.checkResponse(view, response)).toBeNull();
      }
    }
  });
});
