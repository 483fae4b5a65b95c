import { describe, expect, it } from 'vitest';
import { parseItemResponse, questionContentSchema } from '../registry';
import { calculationOutcome, calculationScoreText } from './calculation-arithmetic';
import { calculationKeyboard } from './keyboard';
import { calculation } from './module';
import { readNumberEntry } from './number-entry';
import type { CalculationItem } from './schemas';

const item = (overrides: Partial<CalculationItem> = {}): CalculationItem => ({
  id: 'ngn-calc-901',
  itemType: 'calculation',
  stem: 'Infuse 250 mL over 20 hours by pump. How many mL/hr should the nurse set? Round to the nearest tenth.',
  answer: 12.5,
  unit: 'mL/hr',
  decimals: 1,
  explanation: 'Rate = volume ÷ time = 250 mL ÷ 20 hr = 12.5 mL/hr.',
  subject: 'Fundamentals of Nursing',
  topic: 'IV flow rates',
  difficulty: 'medium',
  clientNeeds: 'Pharmacological and Parenteral Therapies',
  reference: 'Dosage calculation textbook',
  ...overrides,
});

const score = (value: string | null, overrides: Partial<CalculationItem> = {}) =>
  calculation.score(item(overrides), value === null ? null : { value }).earned;

describe('calculation: 0/1 scoring at the stated rounding', () => {
  it('earns 1 of 1 for the answer, and the same number with trailing zeros', () => {
    expect(calculation.score(item(), { value: '12.5' })).toEqual({ earned: 1, possible: 1 });
    expect(score('12.50')).toBe(1);
    expect(score(' 12.5 ')).toBe(1);
    expect(score('12', { answer: 12, stem: 'Give 12 mL. Round to the nearest tenth.' })).toBe(1);
    expect(score('12.0', { answer: 12 })).toBe(1);
  });

  it('earns 0 for a value not rounded as the stem says, a wrong number, no number and no answer', () => {
    expect(score('12.46')).toBe(0);
    expect(score('12.54')).toBe(0);
    expect(score('12.4')).toBe(0);
    expect(score('13')).toBe(0);
    expect(score('12,5')).toBe(0);
    expect(score(null)).toBe(0);
    expect(calculation.score(item(), null)).toEqual({ earned: 0, possible: 1 });
  });

  it('works at whole numbers and hundredths', () => {
    expect(score('21', { answer: 21, decimals: 0 })).toBe(1);
    expect(score('20.8', { answer: 21, decimals: 0 })).toBe(0);
    expect(score('0.75', { answer: 0.75, decimals: 2 })).toBe(1);
    expect(score('0.8', { answer: 0.75, decimals: 2 })).toBe(0);
  });

  it('says how the point came about, naming a value that was not rounded', () => {
    const key = { answer: 12.5, unit: 'mL/hr', decimals: 1 };
    expect(calculationOutcome(key, '12.46')).toBe('not-rounded');
    expect(calculationScoreText(key, '12.46')).toBe(
      '12.46 mL/hr is not rounded to the nearest tenth as the stem asks; the answer is 12.5 mL/hr = 0 of 1 point',
    );
    expect(calculationScoreText(key, '12.50')).toBe(
      '12.50 mL/hr is the answer (rounded to the nearest tenth) = 1 of 1 point',
    );
    expect(calculationScoreText(key, '13')).toBe(
      '13 mL/hr is not the answer; the answer is 12.5 mL/hr (rounded to the nearest tenth) = 0 of 1 point',
    );
    expect(calculationScoreText(key, null)).toBe(
      'No number was entered; the answer is 12.5 mL/hr (rounded to the nearest tenth) = 0 of 1 point',
    );
  });
});

describe('calculation: what the browser sees and sends', () => {
  it('shows the unit and the rounding but no answer, explanation or reference', () => {
    const view = calculation.toView(item());
    expect(JSON.stringify(view)).not.toMatch(/answer|explanation|reference|textbook|"12\.5"/);
    expect(view).toMatchObject({ unit: 'mL/hr', decimals: 1 });
    expect(calculation.toSolution(item())).toEqual({
      itemType: 'calculation',
      answer: 12.5,
      unit: 'mL/hr',
      decimals: 1,
      explanation: item().explanation,
      reference: 'Dosage calculation textbook',
    });
  });

  it('refuses text that is not a number with a sentence the candidate can act on', () => {
    const view = calculation.toView(item());
    const refusal = (value: string) => calculation.checkResponse(view, { value });
    expect(refusal('12.5')).toBeNull();
    expect(refusal('0.25')).toBeNull();
    expect(refusal('12,5')).toBe(
      'Use a point for decimals and no thousands separator: type 12.5, not 12,5, and 1500, not 1,500.',
    );
    expect(refusal('abc')).toBe('"abc" is not a number: type digits with at most one decimal point, like 12.5.');
    expect(refusal('')).toBe('Type a number: the answer box is empty.');
    expect(refusal('   ')).toBe('Type a number: the answer box is empty.');
    expect(refusal('1e3')).toBe('Type the number in full, like 1000, not in scientific notation (1e3).');
    expect(refusal('-0.5')).toBe('Type the number without a minus sign: a dose, a rate or a volume is not negative.');
    expect(refusal('.5')).toBe('Write a leading zero: type 0.5, not .5 (a dose written .5 is easily misread).');
    expect(refusal('12.')).toBe('Finish the number after the decimal point, or remove the point: 12.');
    expect(refusal('12.5 mL/hr')).toBe('Type the number only: the unit (mL/hr) is shown beside the box.');
    expect(refusal('1.2.3')).toBe('"1.2.3" is not a number: type digits with at most one decimal point, like 12.5.');
    expect(refusal('Infinity')).not.toBeNull();
  });

  it('refuses a value that is not text, through the response schema', () => {
    const view = calculation.toView(item());
    expect(parseItemResponse(view, { value: 12.5 })).toEqual({
      ok: false,
      message: 'This item is calculation: value must be the number as typed, in quotes, like {"value": "12.5"}.',
    });
    expect(parseItemResponse(view, { value: '12,5' })).toMatchObject({ ok: false });
    expect(parseItemResponse(view, { value: '12.5' })).toEqual({ ok: true, response: { value: '12.5' } });
    expect(readNumberEntry('007.50')).toEqual({ ok: true, number: 7.5 });
  });

  it('leaves the keys A-F to the text box', () => {
    expect(calculationKeyboard.parts(calculation.toView(item()))).toBe(0);
    expect(calculationKeyboard.choose({ value: '3' }, 1)).toEqual({ value: '3' });
  });
});

describe('calculation: the content rules', () => {
  const problems = (raw: unknown) => {
    const parsed = questionContentSchema.safeParse(raw);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('takes a positive answer with at most `decimals` places, and decimals 0 to 2', () => {
    expect(problems(item())).toEqual([]);
    expect(problems(item({ answer: 12.46 }))).toEqual([
      'answer has more decimal places than decimals allows: write the answer rounded as the stem says.',
    ]);
    expect(problems(item({ answer: 12, decimals: 0 }))).toEqual([]);
    expect(problems(item({ answer: -0.5 }))).toEqual([
      'answer must be greater than 0: a dose, a rate or a volume is not negative.',
    ]);
    expect(problems(item({ decimals: 3 }))).toEqual([
      'decimals must be 0 (a whole number), 1 (the nearest tenth) or 2 (the nearest hundredth).',
    ]);
    expect(problems(item({ unit: '' }))).toEqual(['unit must not be empty.']);
  });

  it('requires the stem to state the rounding of `decimals`, and no other', () => {
    expect(calculation.contentFlaws(item())).toEqual([]);
    expect(calculation.contentFlaws(item({ stem: 'Infuse 250 mL over 20 hours. How many mL/hr?' }))).toEqual([
      'the stem must state the rounding: decimals is 1, so it says "Round to the nearest tenth."',
    ]);
    expect(calculation.contentFlaws(item({ answer: 13, decimals: 0 }))).toEqual([
      'the stem must state the rounding: decimals is 0, so it says "Round to the nearest whole number."',
      'the stem says "nearest tenth" but decimals is 0: state one rounding, the one of the answer.',
      'the explanation must show the working: each step with "=" down to the answer, 13 mL/hr.',
    ]);
  });

  it('accepts the answer written with thousands commas, but not inside another number', () => {
    const big = { answer: 1540, unit: 'mL', decimals: 0, stem: 'Total the intake. Round to the nearest whole number.' };
    expect(calculation.contentFlaws(item({ ...big, explanation: '840 + 600 + 100 = 1,540 mL.' }))).toEqual([]);
    expect(calculation.contentFlaws(item({ ...big, explanation: '840 + 600 + 100 = 1540 mL.' }))).toEqual([]);
    expect(calculation.contentFlaws(item({ ...big, explanation: '840 + 700 + 10000 = 11540 mL.' }))).toEqual([
      'the explanation must show the working: each step with "=" down to the answer, 1540 mL.',
    ]);
  });

  it('requires the working in the rationale, down to the answer', () => {
    expect(calculation.contentFlaws(item({ explanation: 'The answer is 12.5 mL/hr.' }))).toEqual([
      'the explanation must show the working: each step with "=" down to the answer, 12.5 mL/hr.',
    ]);
    expect(calculation.contentFlaws(item({ explanation: '250 ÷ 20 = 12.55 mL/hr.' }))).toEqual([
      'the explanation must show the working: each step with "=" down to the answer, 12.5 mL/hr.',
    ]);
  });
});

describe('calculation: what demos, tests and benchmarks rely on', () => {
  it('gives a right sample worth 1, a wrong one worth 0, and a valid answer from the view alone', () => {
    const { samples } = calculation;
    for (const calc of [item(), item({ answer: 21, decimals: 0 }), item({ answer: 0.75, decimals: 2 })]) {
      expect(calculation.score(calc, samples.right(calc))).toEqual({ earned: 1, possible: 1 });
      expect(calculation.score(calc, samples.wrong(calc))).toEqual({ earned: 0, possible: 1 });
      const view = calculation.toView(calc);
      expect(parseItemResponse(view, samples.any(view))).toMatchObject({ ok: true });
    }
  });
});
