import { describe, expect, it } from 'vitest';
import { questionContentSchema } from '../registry';
import { selectAllThatApplyKeyboard } from './keyboard';
import { selectAllThatApply } from './module';
import { sataArithmetic } from './sata-arithmetic';
import type { SelectAllThatApplyItem } from './schemas';

const item = (overrides: Partial<SelectAllThatApplyItem> = {}): SelectAllThatApplyItem => ({
  id: 'sata-001',
  itemType: 'select-all-that-apply',
  stem: 'A client is on contact precautions. Which actions should the nurse take? Select all that apply.',
  options: [
    'Wash hands with soap',
    'Use a hand rub only',
    'Wear a gown',
    'Use a sporicidal cleaner',
    'Use a negative-pressure room',
  ],
  correctAnswers: [0, 2, 3],
  explanation:
    'A is correct because ... B is wrong because ... C is correct because ... D is correct because ... E is wrong because ...',
  subject: 'Fundamentals of Nursing',
  topic: 'Contact precautions',
  difficulty: 'medium',
  clientNeeds: 'Safety and Infection Control',
  reference: 'CDC',
  ...overrides,
});

describe('select all that apply: NCSBN +/- scoring', () => {
  it("NCSBN's worked example: 3 keys, 2 correct and 1 wrong chosen = 1 point of 3", () => {
    expect(selectAllThatApply.score(item(), { choices: [0, 2, 1] })).toEqual({ earned: 1, possible: 3 });
    expect(sataArithmetic([0, 2, 3], [0, 2, 1])).toEqual({
      correctChosen: 2,
      incorrectChosen: 1,
      earned: 1,
      possible: 3,
    });
  });

  it('earns every key chosen without distractors in full', () => {
    expect(selectAllThatApply.score(item(), { choices: [3, 0, 2] })).toEqual({ earned: 3, possible: 3 });
  });

  it('floors the total at 0 when more distractors than keys are chosen', () => {
    expect(selectAllThatApply.score(item(), { choices: [0, 1, 4] })).toEqual({ earned: 0, possible: 3 });
    expect(selectAllThatApply.score(item(), { choices: [1, 4] })).toEqual({ earned: 0, possible: 3 });
  });

  it('earns partial credit for some keys and nothing for an unanswered item', () => {
    expect(selectAllThatApply.score(item(), { choices: [2] })).toEqual({ earned: 1, possible: 3 });
    expect(selectAllThatApply.score(item(), null)).toEqual({ earned: 0, possible: 3 });
  });

  it('choosing every option earns keys minus distractors', () => {
    expect(selectAllThatApply.score(item(), { choices: [0, 1, 2, 3, 4] })).toEqual({ earned: 1, possible: 3 });
  });
});

describe('select all that apply: what the browser sees and sends', () => {
  it('shows no keys or rationale before scoring; the solution lists the keys in order', () => {
    expect(JSON.stringify(selectAllThatApply.toView(item()))).not.toMatch(/correctAnswers|explanation|reference/);
    expect(selectAllThatApply.toSolution(item({ correctAnswers: [3, 0, 2] }))).toMatchObject({
      correctAnswers: [0, 2, 3],
    });
  });

  it('refuses a choice of an option the item does not have', () => {
    expect(selectAllThatApply.checkResponse(selectAllThatApply.toView(item()), { choices: [0, 5] })).toBe(
      'Option 5 does not exist: this item has options 0 (A) to 4 (E).',
    );
  });
});

describe('select all that apply: the content rules', () => {
  const problems = (raw: unknown) => {
    const parsed = questionContentSchema.safeParse(raw);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('accepts five or six options with two or more keys, never every option', () => {
    expect(problems(item())).toEqual([]);
    expect(problems(item({ options: [...item().options, 'Sixth option'] }))).toEqual([]);
    expect(problems(item({ correctAnswers: [1] }))).toEqual(['correctAnswers must hold at least 2 keys.']);
    expect(problems(item({ correctAnswers: [0, 1, 2, 3, 4] }))).toEqual([
      'correctAnswers must leave at least one option that is not a key.',
    ]);
    expect(problems(item({ correctAnswers: [0, 6] }))).toEqual(['correctAnswers names an option that does not exist.']);
    expect(problems(item({ options: item().options.slice(0, 4) }))).toEqual(['options must hold 5 to 6 texts.']);
  });

  it('requires a rationale for every option, saying correct for keys and wrong for the others', () => {
    expect(selectAllThatApply.contentFlaws(item())).toEqual([]);
    expect(
      selectAllThatApply.contentFlaws(
        item({ explanation: 'A is correct because ... B is correct because ... C is correct.' }),
      ),
    ).toEqual([
      'the explanation says B is correct, but B is not a key in correctAnswers.',
      'the explanation does not discuss option D (as in "D is correct because ...").',
      'the explanation does not discuss option E (as in "E is wrong because ...").',
    ]);
  });

  it('flags an absolute word only in distractors', () => {
    const options = [
      'Wash hands with soap',
      'Never use gloves',
      'Wear a gown',
      'Use a sporicidal cleaner',
      'Stay away',
    ];
    expect(selectAllThatApply.contentFlaws(item({ options }))).toEqual([
      'option B uses the absolute word "Never" and no key does: it cues the answer.',
    ]);
  });

  it('reads options A-F and keys "0;2;3" from an import CSV row', () => {
    const row: Record<string, string> = {
      optionA: 'a',
      optionB: 'b',
      optionC: 'c',
      optionD: 'd',
      optionE: 'e',
      optionF: '',
      correctAnswer: '0; 2;3',
    };
    expect(selectAllThatApply.fromCsv((column) => row[column])).toEqual({
      options: ['a', 'b', 'c', 'd', 'e'],
      correctAnswers: [0, 2, 3],
    });
  });
});

describe('select all that apply: what demos, tests, benchmarks and the keyboard rely on', () => {
  it('gives samples worth all the points, none and some, and a valid answer from the view alone', () => {
    const { samples } = selectAllThatApply;
    const six = item({ options: [...item().options, 'Sixth option'], correctAnswers: [0, 2, 3, 5] });
    for (const sata of [item(), six]) {
      const possible = sata.correctAnswers.length;
      expect(selectAllThatApply.score(sata, samples.right(sata))).toEqual({ earned: possible, possible });
      expect(selectAllThatApply.score(sata, samples.wrong(sata))).toEqual({ earned: 0, possible });
      const partly = samples.partlyRight ? selectAllThatApply.score(sata, samples.partlyRight(sata)).earned : 0;
      expect(partly).toBeGreaterThan(0);
      expect(partly).toBeLessThan(possible);
      const view = selectAllThatApply.toView(sata);
      expect(selectAllThatApply.checkResponse(view, samples.any(view))).toBeNull();
    }
  });

  it('lets the keys address every option and no more', () => {
    const six = item({ options: [...item().options, 'Sixth option'] });
    expect(selectAllThatApplyKeyboard.parts(selectAllThatApply.toView(item()))).toBe(5);
    expect(selectAllThatApplyKeyboard.parts(selectAllThatApply.toView(six))).toBe(6);
  });
});
