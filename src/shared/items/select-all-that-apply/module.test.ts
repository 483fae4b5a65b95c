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
  clientNeeds: 'Safety and Infection Prevention and Control',
  reference: 'CDC',
  ...overrides,
});

/** Eight options, A-H, for the wider items. */
const EIGHT = [
  'Wash hands with soap',
  'Use a hand rub only',
  'Wear a gown',
  'Use a sporicidal cleaner',
  'Use a negative-pressure room',
  'Dedicate a stethoscope to the room',
  'Place the client in a private room',
  'Wear an N95 respirator',
];

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

  it('4 keys of 8 options, all 4 chosen with 2 wrong options: 4 - 2 = 2 points of 4', () => {
    const eight = item({ options: EIGHT, correctAnswers: [1, 3, 4, 6] });
    expect(selectAllThatApply.score(eight, { choices: [0, 1, 3, 4, 6, 7] })).toEqual({ earned: 2, possible: 4 });
    expect(sataArithmetic(eight.correctAnswers, [0, 1, 3, 4, 6, 7])).toEqual({
      correctChosen: 4,
      incorrectChosen: 2,
      earned: 2,
      possible: 4,
    });
  });

  it('a SATA with one key is worth 1 point: the key alone earns it, the key and a wrong option earn 0', () => {
    const one = item({ correctAnswers: [3] });
    expect(selectAllThatApply.score(one, { choices: [3] })).toEqual({ earned: 1, possible: 1 });
    expect(selectAllThatApply.score(one, { choices: [3, 0] })).toEqual({ earned: 0, possible: 1 });
    expect(selectAllThatApply.score(one, { choices: [1] })).toEqual({ earned: 0, possible: 1 });
  });

  it('a SATA whose every option is a key is worth one point per option, each choice adding one', () => {
    const all = item({ options: EIGHT, correctAnswers: [0, 1, 2, 3, 4, 5, 6, 7] });
    expect(selectAllThatApply.score(all, { choices: [0, 1, 2, 3, 4, 5, 6, 7] })).toEqual({ earned: 8, possible: 8 });
    expect(selectAllThatApply.score(all, { choices: [2, 5, 7] })).toEqual({ earned: 3, possible: 8 });
    expect(selectAllThatApply.score(all, null)).toEqual({ earned: 0, possible: 8 });
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
    const ten = selectAllThatApply.toView(item({ options: [...EIGHT, 'Ninth option', 'Tenth option'] }));
    expect(selectAllThatApply.checkResponse(ten, { choices: [0, 9] })).toBeNull();
    expect(selectAllThatApply.checkResponse(ten, { choices: [10] })).toBe(
      'Option 10 does not exist: this item has options 0 (A) to 9 (J).',
    );
  });
});

describe('select all that apply: the content rules', () => {
  const problems = (raw: unknown) => {
    const parsed = questionContentSchema.safeParse(raw);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('accepts five to ten options with one key up to every option a key', () => {
    expect(problems(item())).toEqual([]);
    expect(problems(item({ options: [...item().options, 'Sixth option'] }))).toEqual([]);
    expect(problems(item({ options: [...EIGHT, 'Ninth option', 'Tenth option'] }))).toEqual([]);
    expect(problems(item({ correctAnswers: [1] }))).toEqual([]);
    expect(problems(item({ correctAnswers: [0, 1, 2, 3, 4] }))).toEqual([]);
    expect(problems(item({ correctAnswers: [] }))).toEqual(['correctAnswers must hold at least 1 key.']);
    expect(problems(item({ correctAnswers: [0, 0] }))).toEqual(['correctAnswers must not repeat an index.']);
    expect(problems(item({ correctAnswers: [0, 6] }))).toEqual(['correctAnswers names an option that does not exist.']);
    expect(problems(item({ options: item().options.slice(0, 4) }))).toEqual(['options must hold 5 to 10 texts.']);
    expect(problems(item({ options: [...EIGHT, 'Ninth option', 'Tenth option', 'Eleventh option'] }))).toEqual([
      'options must hold 5 to 10 texts.',
    ]);
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

  it('reads the rationale of options G to J as of A to F', () => {
    const nine = item({ options: [...EIGHT, 'Ninth option'], correctAnswers: [0, 8] });
    const explanation =
      'A is correct. B is wrong. C is wrong. D is wrong. E is wrong. F is wrong. G is wrong. H is wrong.';
    expect(selectAllThatApply.contentFlaws({ ...nine, explanation: `${explanation} I is correct.` })).toEqual([]);
    expect(selectAllThatApply.contentFlaws({ ...nine, explanation: `${explanation} I is wrong.` })).toEqual([
      'the explanation says I is wrong, but I is a key in correctAnswers.',
    ]);
    expect(selectAllThatApply.contentFlaws({ ...nine, explanation })).toEqual([
      'the explanation does not discuss option I (as in "I is correct because ...").',
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
    const wide = item({ options: EIGHT, correctAnswers: [1, 2, 4, 5, 6, 7] });
    for (const sata of [item(), six, wide]) {
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

  it('samples of a one-key and an all-keys item: right earns all; wrong earns the fewest points an answer can', () => {
    const { samples } = selectAllThatApply;
    const one = item({ correctAnswers: [2] });
    expect(selectAllThatApply.score(one, samples.right(one))).toEqual({ earned: 1, possible: 1 });
    expect(selectAllThatApply.score(one, samples.wrong(one))).toEqual({ earned: 0, possible: 1 });
    const all = item({ correctAnswers: [0, 1, 2, 3, 4] });
    expect(selectAllThatApply.score(all, samples.right(all))).toEqual({ earned: 5, possible: 5 });
    expect(selectAllThatApply.score(all, samples.wrong(all))).toEqual({ earned: 1, possible: 5 });
  });

  it('lets the keys address every option and no more', () => {
    const six = item({ options: [...item().options, 'Sixth option'] });
    expect(selectAllThatApplyKeyboard.parts(selectAllThatApply.toView(item()))).toBe(5);
    expect(selectAllThatApplyKeyboard.parts(selectAllThatApply.toView(six))).toBe(6);
  });
});
