import { describe, expect, it } from 'vitest';
import { dropdownArithmetic, dropdownScoreText } from './dropdown-arithmetic';
import { dropDownClozeKeyboard } from './keyboard';
import { dropDownCloze } from './module';
import type { DropDownClozeItem } from './schemas';

const item = (overrides: Partial<DropDownClozeItem> = {}): DropDownClozeItem => ({
  id: 'ngn-ddc-900',
  itemType: 'drop-down-cloze',
  stem: 'A client with heart failure takes furosemide. Complete the sentence.',
  text: 'The nurse should monitor the client for {{0}}, which can cause {{1}} and {{2}}.',
  dropdowns: [
    { options: ['hypokalemia', 'hyperkalemia', 'hypercalcemia'], correctAnswer: 0 },
    { options: ['muscle weakness', 'tall peaked T waves', 'tetany'], correctAnswer: 0 },
    { options: ['constipation', 'U waves', 'flushing', 'bradypnea'], correctAnswer: 1 },
  ],
  explanation:
    'Drop-down 1: hypokalemia is correct because loop diuretics waste potassium; hyperkalemia and hypercalcemia are wrong because furosemide lowers both. ' +
    'Drop-down 2: muscle weakness is correct; tall peaked T waves belong to hyperkalemia; tetany belongs to hypocalcemia. ' +
    'Drop-down 3: U waves are correct; constipation is possible but not the cue asked; flushing and bradypnea are wrong.',
  subject: 'Pharmacology',
  topic: 'Loop diuretics',
  difficulty: 'medium',
  clientNeeds: 'Pharmacological and Parenteral Therapies',
  reference: 'A nursing drug handbook, furosemide monograph',
  ...overrides,
});

describe('drop-down cloze: NCSBN 0/1 scoring, one point per drop-down', () => {
  it('earns 1 per drop-down right and takes nothing away for a wrong one: right, wrong, right = 2 of 3', () => {
    expect(dropDownCloze.score(item(), { choices: [0, 2, 1] })).toEqual({ earned: 2, possible: 3 });
    expect(dropdownArithmetic([0, 0, 1], [0, 2, 1])).toEqual({
      outcomes: ['right', 'wrong', 'right'],
      earned: 2,
      possible: 3,
    });
  });

  it('earns every drop-down right in full, nothing for all wrong, and nothing for no answer', () => {
    expect(dropDownCloze.score(item(), { choices: [0, 0, 1] })).toEqual({ earned: 3, possible: 3 });
    expect(dropDownCloze.score(item(), { choices: [1, 1, 0] })).toEqual({ earned: 0, possible: 3 });
    expect(dropDownCloze.score(item(), null)).toEqual({ earned: 0, possible: 3 });
  });

  it('counts a drop-down left empty as not right', () => {
    expect(dropDownCloze.score(item(), { choices: [0, null, null] })).toEqual({ earned: 1, possible: 3 });
  });

  it('a one-drop-down item is worth 1 point', () => {
    const one = item({
      text: 'The nurse should monitor the client for {{0}}.',
      dropdowns: item().dropdowns.slice(0, 1),
    });
    expect(dropDownCloze.score(one, { choices: [0] })).toEqual({ earned: 1, possible: 1 });
    expect(dropDownCloze.score(one, { choices: [2] })).toEqual({ earned: 0, possible: 1 });
  });

  it('says per drop-down right or wrong, and the points, for the score note', () => {
    expect(dropdownScoreText(dropdownArithmetic([0, 0, 1], [0, 2, null]))).toBe(
      'Drop-down 1 right, drop-down 2 wrong, drop-down 3 not answered: 1 of 3 points',
    );
    expect(dropdownScoreText(dropdownArithmetic([2], [2]))).toBe('Drop-down 1 right: 1 of 1 point');
  });
});

describe('drop-down cloze: what the browser sees and sends', () => {
  it('shows the sentence and the options but no key, explanation or reference', () => {
    const view = dropDownCloze.toView(item());
    expect(JSON.stringify(view)).not.toMatch(/correctAnswer|explanation|reference|loop diuretics waste/);
    expect(view.text).toBe(item().text);
    expect(view.dropdowns).toEqual(item().dropdowns.map((dropdown) => ({ options: dropdown.options })));
    expect(dropDownCloze.toSolution(item())).toEqual({
      itemType: 'drop-down-cloze',
      correctAnswers: [0, 0, 1],
      explanation: item().explanation,
      reference: item().reference,
    });
  });

  it('refuses a response with the wrong number of drop-downs or an option a drop-down lacks', () => {
    const view = dropDownCloze.toView(item());
    expect(dropDownCloze.checkResponse(view, { choices: [0, null, 3] })).toBeNull();
    expect(dropDownCloze.checkResponse(view, { choices: [0, 1] })).toBe(
      "This item has 3 drop-downs: send 3 choices (an option's index, or null), not 2.",
    );
    expect(dropDownCloze.checkResponse(view, { choices: [0, 3, 1] })).toBe(
      'Drop-down 2 has options 0 to 2: option 3 does not exist.',
    );
  });

  it('refuses a response of the wrong shape with a sentence', () => {
    const messages = (raw: unknown) => {
      const parsed = dropDownCloze.responseSchema.safeParse(raw);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(messages({ choices: [1, null] })).toEqual([]);
    expect(messages({ choices: [null, null] })).toEqual([
      'choices must choose in at least one drop-down; send null to clear the answer.',
    ]);
    expect(messages({ choices: [-1] })).toEqual([
      'each choice must be the zero-based index of an option of its drop-down, or null when not chosen.',
    ]);
    expect(messages({ choice: 1 })[0]).toBe(
      'A drop-down cloze answer is {"choices": [n or null, ...]}, one entry per drop-down.',
    );
  });
});

describe('drop-down cloze: the schema and content rules', () => {
  const problems = (raw: unknown) => {
    const parsed = dropDownCloze.authoredSchema.safeParse(raw);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('accepts 1-5 drop-downs of 3-5 options with placeholders {{0}}..{{n-1}} in order', () => {
    expect(problems(item())).toEqual([]);
    expect(problems(item({ dropdowns: [] }))).toContain('dropdowns: dropdowns must hold 1 to 5 drop-downs.');
    expect(problems(item({ dropdowns: Array(6).fill(item().dropdowns[0]) }))).toContain(
      'dropdowns: dropdowns must hold 1 to 5 drop-downs.',
    );
  });

  it('refuses placeholders that do not match the drop-downs', () => {
    expect(problems(item({ text: 'Monitor for {{0}} and {{2}} and {{1}}.' }))).toEqual([
      'text: text must hold {{0}} to {{2}} in order, each once (one per drop-down); it holds {{0}}, {{2}}, {{1}}.',
    ]);
    expect(problems(item({ text: 'Monitor for {{0}} and {{1}}.' }))).toEqual([
      'text: text must hold {{0}} to {{2}} in order, each once (one per drop-down); it holds {{0}}, {{1}}.',
    ]);
  });

  it('refuses a drop-down of fewer than 3 or more than 5 options, or a key it does not have', () => {
    const [first, second, third] = item().dropdowns;
    if (!first || !second || !third) throw new Error('fixture');
    expect(problems(item({ dropdowns: [{ options: ['a', 'b'], correctAnswer: 0 }, second, third] }))).toEqual([
      'dropdowns.0.options: options must hold 3 to 5 texts.',
    ]);
    expect(
      problems(item({ dropdowns: [first, { options: ['a', 'b', 'c', 'd', 'e', 'f'], correctAnswer: 0 }, third] })),
    ).toEqual(['dropdowns.1.options: options must hold 3 to 5 texts.']);
    expect(problems(item({ dropdowns: [first, second, { ...third, correctAnswer: 4 }] }))).toEqual([
      "dropdowns.2.correctAnswer: correctAnswer names an option this drop-down does not have (it counts this drop-down's options from 0).",
    ]);
  });

  it('requires the explanation to discuss every option of every drop-down', () => {
    expect(dropDownCloze.contentFlaws(item())).toEqual([]);
    expect(dropDownCloze.contentFlaws(item({ explanation: item().explanation.replace('tetany', 'spasm') }))).toEqual([
      'the explanation does not discuss "tetany" of drop-down 2: name every option as written and say why it is right or wrong.',
    ]);
  });

  it('flags an absolute word only in a wrong option, and "all of the above"', () => {
    const [first, second] = item().dropdowns;
    if (!first || !second) throw new Error('fixture');
    const dropdowns = [
      first,
      { options: ['muscle weakness', 'never any symptoms', 'all of the above'], correctAnswer: 0 },
      item().dropdowns[2] ?? second,
    ];
    const explanation = `${item().explanation} never any symptoms; all of the above`;
    expect(dropDownCloze.contentFlaws(item({ dropdowns, explanation }))).toEqual([
      'drop-down 2: option C is "all of the above": write a real, specific option instead.',
      'drop-down 2: option B uses the absolute word "never" and no key does: it cues the answer.',
    ]);
  });

  it("flags two drop-downs that offer each other's keys, which a right answer in the other order would lose", () => {
    const text = 'Give {{0}} first, then {{1}}.';
    const dropdowns = [
      { options: ['oxygen', 'morphine', 'aspirin'], correctAnswer: 0 },
      { options: ['aspirin', 'oxygen', 'nitroglycerin'], correctAnswer: 0 },
    ];
    const explanation = 'oxygen first; morphine no; aspirin next; nitroglycerin later.';
    expect(dropDownCloze.contentFlaws(item({ text, dropdowns, explanation }))).toEqual([
      'drop-down 1 and drop-down 2 both offer "oxygen" and "aspirin", their keys: the two right answers in the other order would score 0, so give each drop-down its own options.',
    ]);
  });
});

describe('drop-down cloze: what demos, tests, benchmarks and the keyboard rely on', () => {
  it('gives samples worth all the points, none and some, and a valid answer from the view alone', () => {
    const { samples } = dropDownCloze;
    for (const cloze of [item(), item({ text: 'Watch for {{0}} and {{1}}.', dropdowns: item().dropdowns.slice(1) })]) {
      const possible = cloze.dropdowns.length;
      expect(dropDownCloze.score(cloze, samples.right(cloze))).toEqual({ earned: possible, possible });
      expect(dropDownCloze.score(cloze, samples.wrong(cloze))).toEqual({ earned: 0, possible });
      const partly = samples.partlyRight ? dropDownCloze.score(cloze, samples.partlyRight(cloze)).earned : 0;
      expect(partly).toBeGreaterThan(0);
      expect(partly).toBeLessThan(possible);
      const view = dropDownCloze.toView(cloze);
      expect(dropDownCloze.checkResponse(view, samples.any(view))).toBeNull();
      expect(dropDownCloze.responseSchema.safeParse(samples.any(view)).success).toBe(true);
    }
  });

  it('lets the letter keys address no part: the drop-downs take the keyboard themselves', () => {
    expect(dropDownClozeKeyboard.parts(dropDownCloze.toView(item()))).toBe(0);
    expect(dropDownClozeKeyboard.choose({ choices: [1, null, null] }, 0)).toEqual({ choices: [1, null, null] });
    expect(dropDownClozeKeyboard.choose(null, 0)).toBeNull();
  });
});
