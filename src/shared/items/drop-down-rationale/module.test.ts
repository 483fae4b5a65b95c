import { describe, expect, it } from 'vitest';
import { dropDownRationaleKeyboard } from './keyboard';
import { dropDownRationale } from './module';
import { rationaleArithmetic, rationalePartsText, rationaleScoreText } from './rationale-arithmetic';
import type { DropDownRationaleItem } from './schemas';

/** A triad: the cause {{0}}, its effects {{1}} and {{2}}; keys 1, 0, 2. */
const triad = (overrides: Partial<DropDownRationaleItem> = {}): DropDownRationaleItem => ({
  id: 'ngn-ddr-900',
  itemType: 'drop-down-rationale',
  stem: 'A client with type 1 diabetes has vomited for 2 days. Complete the sentence.',
  text: 'The client is most likely developing {{0}} as evidenced by {{1}} and {{2}}.',
  dropdowns: [
    { options: ['hypoglycemia', 'diabetic ketoacidosis', 'hyperosmolar hyperglycemic state'], correctAnswer: 1 },
    { options: ['Kussmaul respirations', 'diaphoresis', 'bradycardia'], correctAnswer: 0 },
    { options: ['serum glucose 62 mg/dL', 'serum osmolality 350 mOsm/kg', 'arterial pH 7.21'], correctAnswer: 2 },
  ],
  explanation:
    'Cause: diabetic ketoacidosis is correct; hypoglycemia and hyperosmolar hyperglycemic state do not produce ketoacidosis. ' +
    'Kussmaul respirations are correct (compensation for acidosis); diaphoresis and bradycardia point elsewhere. ' +
    'arterial pH 7.21 is correct; serum glucose 62 mg/dL is hypoglycemia; serum osmolality 350 mOsm/kg suggests HHS.',
  subject: 'Medical-Surgical Nursing',
  topic: 'Diabetic ketoacidosis',
  difficulty: 'hard',
  clientNeeds: 'Physiological Adaptation',
  reference: 'ADA Standards of Care in Diabetes 2025, hyperglycemic crises',
  ...overrides,
});

/** A dyad: two drop-downs, keys 1 and 0. */
const dyad = (overrides: Partial<DropDownRationaleItem> = {}): DropDownRationaleItem =>
  triad({
    id: 'ngn-ddr-901',
    text: 'The client is most likely developing {{0}} as evidenced by {{1}}.',
    dropdowns: triad().dropdowns.slice(0, 2),
    ...overrides,
  });

describe('drop-down rationale: the NCSBN rationale rule', () => {
  it('a triad with one pair wrong (the cause and effect 1 right, effect 2 wrong) earns 1 of 2 points', () => {
    expect(dropDownRationale.score(triad(), { choices: [1, 0, 0] })).toEqual({ earned: 1, possible: 2 });
    expect(dropDownRationale.score(triad(), { choices: [1, 2, 2] })).toEqual({ earned: 1, possible: 2 });
  });

  it('a dyad with one part wrong earns 0 of 1 point: both parts must be right', () => {
    expect(dropDownRationale.score(dyad(), { choices: [1, 1] })).toEqual({ earned: 0, possible: 1 });
    expect(dropDownRationale.score(dyad(), { choices: [0, 0] })).toEqual({ earned: 0, possible: 1 });
    expect(dropDownRationale.score(dyad(), { choices: [1, 0] })).toEqual({ earned: 1, possible: 1 });
  });

  it('a triad with the cause wrong earns 0 of 2, though both effects are right', () => {
    expect(dropDownRationale.score(triad(), { choices: [0, 0, 2] })).toEqual({ earned: 0, possible: 2 });
    expect(dropDownRationale.score(triad(), { choices: [null, 0, 2] })).toEqual({ earned: 0, possible: 2 });
  });

  it('a triad all right earns 2 of 2; no answer earns nothing', () => {
    expect(dropDownRationale.score(triad(), { choices: [1, 0, 2] })).toEqual({ earned: 2, possible: 2 });
    expect(dropDownRationale.score(triad(), null)).toEqual({ earned: 0, possible: 2 });
    expect(dropDownRationale.score(dyad(), null)).toEqual({ earned: 0, possible: 1 });
  });

  it('pairs the cause with each effect and shows the pairs for the score note', () => {
    const oneWrong = rationaleArithmetic([1, 0, 2], [1, 0, 0]);
    expect(oneWrong).toEqual({
      outcomes: ['right', 'right', 'wrong'],
      pairs: [
        { parts: [0, 1], right: true },
        { parts: [0, 2], right: false },
      ],
      earned: 1,
      possible: 2,
    });
    expect(rationaleScoreText(oneWrong)).toBe('Pair 1 right, pair 2 wrong: 1 of 2 points');
    expect(rationalePartsText(oneWrong)).toBe(
      'Drop-down 1 (cause) right, drop-down 2 (effect) right, drop-down 3 (effect) wrong.',
    );
    expect(rationaleScoreText(rationaleArithmetic([1, 0, 2], [0, 0, 2]))).toBe(
      'Pair 1 wrong, pair 2 wrong: 0 of 2 points',
    );
    const dyadWrong = rationaleArithmetic([1, 0], [1, null]);
    expect(rationaleScoreText(dyadWrong)).toBe('Pair wrong: 0 of 1 point');
    expect(rationalePartsText(dyadWrong)).toBe('Drop-down 1 right, drop-down 2 not answered.');
    expect(rationaleScoreText(rationaleArithmetic([1, 0], [1, 0]))).toBe('Pair right: 1 of 1 point');
  });
});

describe('drop-down rationale: what the browser sees and sends', () => {
  it('shows the sentence and the options but no key, explanation or reference', () => {
    const view = dropDownRationale.toView(triad());
    expect(JSON.stringify(view)).not.toMatch(/correctAnswer|explanation|reference|ADA Standards/);
    expect(view.text).toBe(triad().text);
    expect(view.dropdowns).toHaveLength(3);
    expect(dropDownRationale.toSolution(triad())).toEqual({
      itemType: 'drop-down-rationale',
      correctAnswers: [1, 0, 2],
      explanation: triad().explanation,
      reference: triad().reference,
    });
  });

  it('refuses a response with the wrong number of drop-downs or an option a drop-down lacks', () => {
    const view = dropDownRationale.toView(triad());
    expect(dropDownRationale.checkResponse(view, { choices: [1, null, 2] })).toBeNull();
    expect(dropDownRationale.checkResponse(view, { choices: [1, 0] })).toBe(
      "This item has 3 drop-downs: send 3 choices (an option's index, or null), not 2.",
    );
    expect(dropDownRationale.checkResponse(view, { choices: [1, 0, 5] })).toBe(
      'Drop-down 3 has options 0 to 2: option 5 does not exist.',
    );
  });
});

describe('drop-down rationale: the schema and content rules', () => {
  const problems = (raw: unknown) => {
    const parsed = dropDownRationale.authoredSchema.safeParse(raw);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };
  const dropdownsRule =
    'dropdowns: dropdowns must hold 2 drop-downs (a dyad) or 3 (a triad: the cause {{0}}, then its effects {{1}} and {{2}}).';

  it('accepts a dyad or a triad, nothing else', () => {
    expect(problems(triad())).toEqual([]);
    expect(problems(dyad())).toEqual([]);
    expect(problems(triad({ text: 'The client has {{0}}.', dropdowns: triad().dropdowns.slice(0, 1) }))).toEqual([
      dropdownsRule,
    ]);
    const four = [...triad().dropdowns, { options: ['a', 'b', 'c'], correctAnswer: 0 }];
    expect(problems(triad({ text: '{{0}} {{1}} {{2}} {{3}}', dropdowns: four }))).toEqual([dropdownsRule]);
  });

  it('refuses placeholders that do not match the drop-downs', () => {
    expect(problems(triad({ text: 'Evidenced by {{1}} and {{2}}, the client has {{0}}.' }))).toEqual([
      'text: text must hold {{0}} to {{2}} in order, each once (one per drop-down); it holds {{1}}, {{2}}, {{0}}.',
    ]);
  });

  it('requires the explanation to discuss every option, naming a triad drop-down by its role', () => {
    expect(dropDownRationale.contentFlaws(triad())).toEqual([]);
    expect(dropDownRationale.contentFlaws(dyad())).toEqual([]);
    const explanation = triad().explanation.replace('hypoglycemia and', 'low sugar and').replace('bradycardia', 'x');
    expect(dropDownRationale.contentFlaws(triad({ explanation }))).toEqual([
      'the explanation does not discuss "bradycardia" of the effect drop-down {{1}}: name every option as written and say why it is right or wrong.',
    ]);
  });

  it('flags a triad whose two effects come from one list: the right effects in the other order would score 0', () => {
    const effects = ['Kussmaul respirations', 'arterial pH 7.21', 'diaphoresis'];
    const [cause] = triad().dropdowns;
    if (!cause) throw new Error('fixture');
    const dropdowns = [cause, { options: effects, correctAnswer: 0 }, { options: effects, correctAnswer: 1 }];
    expect(dropDownRationale.contentFlaws(triad({ dropdowns }))).toEqual([
      'the effect drop-down {{1}} and the effect drop-down {{2}} both offer "Kussmaul respirations" and "arterial pH 7.21", their keys: the two right answers in the other order would score 0, so give each drop-down its own options.',
    ]);
  });
});

describe('drop-down rationale: what demos, tests, benchmarks and the keyboard rely on', () => {
  it('gives samples worth all the points and none for dyads and triads, some for a triad, and a valid answer from the view', () => {
    const { samples } = dropDownRationale;
    for (const rationale of [triad(), dyad()]) {
      const possible = rationale.dropdowns.length === 3 ? 2 : 1;
      expect(dropDownRationale.score(rationale, samples.right(rationale))).toEqual({ earned: possible, possible });
      expect(dropDownRationale.score(rationale, samples.wrong(rationale))).toEqual({ earned: 0, possible });
      const view = dropDownRationale.toView(rationale);
      expect(dropDownRationale.checkResponse(view, samples.any(view))).toBeNull();
    }
    const partly = samples.partlyRight?.(triad());
    expect(partly && dropDownRationale.score(triad(), partly)).toEqual({ earned: 1, possible: 2 });
  });

  it('lets the letter keys address no part: the drop-downs take the keyboard themselves', () => {
    expect(dropDownRationaleKeyboard.parts(dropDownRationale.toView(triad()))).toBe(0);
    expect(dropDownRationaleKeyboard.choose({ choices: [1, null, null] }, 2)).toEqual({ choices: [1, null, null] });
  });
});
