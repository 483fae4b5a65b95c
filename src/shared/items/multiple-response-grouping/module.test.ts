import { describe, expect, it } from 'vitest';
import { parseItemResponse, questionContentSchema } from '../registry';
import { groupingArithmetic, groupingArithmeticLines } from './grouping-arithmetic';
import { multipleResponseGroupingKeyboard, toggleGroupOption } from './keyboard';
import { multipleResponseGrouping } from './module';
import type { MultipleResponseGroupingItem } from './schemas';

const item = (overrides: Partial<MultipleResponseGroupingItem> = {}): MultipleResponseGroupingItem => ({
  id: 'ngn-mrg-001',
  itemType: 'multiple-response-grouping',
  stem: 'A client is admitted with suspected sepsis. For each body system, select the findings that need follow-up.',
  columns: ['Body system', 'Findings'],
  groups: [
    {
      label: 'Neurological',
      options: ['New confusion', 'Pupils equal and reactive', 'Oriented to person'],
      correctAnswers: [0],
    },
    {
      label: 'Cardiovascular',
      options: ['Heart rate 122/min', 'Capillary refill 4 seconds', 'Radial pulse 2+', 'Blood pressure 88/50 mm Hg'],
      correctAnswers: [0, 1, 3],
    },
    { label: 'Renal', options: ['Urine output 15 mL/hr', 'Urine clear yellow'], correctAnswers: [0] },
  ],
  explanation: [
    'Neurological: "New confusion" is correct because ... "Pupils equal and reactive" is wrong because ... "Oriented to person" is wrong because ...',
    'Cardiovascular: "Heart rate 122/min" is correct because ... "Capillary refill 4 seconds" is correct because ... "Radial pulse 2+" is wrong because ... "Blood pressure 88/50 mm Hg" is correct because ...',
    'Renal: "Urine output 15 mL/hr" is correct because ... "Urine clear yellow" is wrong because ...',
  ].join('\n'),
  subject: 'Medical-Surgical Nursing',
  topic: 'Sepsis',
  difficulty: 'hard',
  clientNeeds: 'Physiological Adaptation',
  reference: 'Surviving Sepsis Campaign 2021',
  ...overrides,
});

describe('multiple response grouping: NCSBN +/- per group, each group floored at 0, summed', () => {
  it('earns every key of every group chosen without distractors in full (5 of 5)', () => {
    expect(multipleResponseGrouping.score(item(), { choices: [[0], [0, 1, 3], [0]] })).toEqual({
      earned: 5,
      possible: 5,
    });
  });

  it('floors a group whose wrong choices outnumber its keys at 0, and the other groups still count', () => {
    // Neurological: key chosen with both distractors, +1 -2 -> 0; Cardiovascular: +3 -1 = 2; Renal: +1.
    const response = { choices: [[0, 1, 2], [0, 1, 2, 3], [0]] };
    expect(multipleResponseGrouping.score(item(), response)).toEqual({ earned: 3, possible: 5 });
    expect(groupingArithmetic(item().groups, response.choices).groups.map((group) => group.earned)).toEqual([0, 2, 1]);
    // Unfloored per group, or scored +/- over the whole item, this would be -1 + 2 + 1 = 2 and not 3.
  });

  it('subtracts within a group only: a distractor of one group takes nothing from another', () => {
    expect(multipleResponseGrouping.score(item(), { choices: [[1], [0, 1, 3], []] })).toEqual({
      earned: 3,
      possible: 5,
    });
    expect(multipleResponseGrouping.score(item(), { choices: [[0], [2], [1]] })).toEqual({ earned: 1, possible: 5 });
  });

  it('earns nothing unanswered, and counts a missing list as nothing chosen', () => {
    expect(multipleResponseGrouping.score(item(), null)).toEqual({ earned: 0, possible: 5 });
    expect(multipleResponseGrouping.score(item(), { choices: [[0]] })).toEqual({ earned: 1, possible: 5 });
  });

  it("says each group's arithmetic and the total for the result screen", () => {
    expect(groupingArithmeticLines(item().groups, [[0, 1, 2], [0, 1, 2], []])).toEqual([
      'Neurological: +1 −1 −1 = −1, never below 0 = 0 of 1',
      'Cardiovascular: +1 +1 −1 = 1 of 3',
      'Renal: nothing chosen = 0 of 1',
      'Total: 0 + 1 + 0 = 1 of 5 points',
    ]);
    expect(groupingArithmeticLines(item().groups, [[0], [0, 1, 3], [0]]).at(-1)).toBe(
      'Total: 1 + 3 + 1 = 5 of 5 points',
    );
  });
});

describe('multiple response grouping: what the browser sees and sends', () => {
  it('shows the header, labels and options, no keys or rationale; the solution the keys per group', () => {
    const view = multipleResponseGrouping.toView(item());
    expect(view).toMatchObject({ columns: ['Body system', 'Findings'], groups: [{ label: 'Neurological' }, {}, {}] });
    expect(view.groups[1]).toEqual({ label: 'Cardiovascular', options: item().groups[1]?.options });
    expect(JSON.stringify(view)).not.toMatch(/correctAnswers|explanation|reference|Surviving/);
    expect('columns' in multipleResponseGrouping.toView(item({ columns: undefined }))).toBe(false);
    const groups = item().groups.map((group, g) => (g === 1 ? { ...group, correctAnswers: [3, 0, 1] } : group));
    expect(multipleResponseGrouping.toSolution(item({ groups })).groups).toEqual([
      { label: 'Neurological', correctAnswers: [0] },
      { label: 'Cardiovascular', correctAnswers: [0, 1, 3] },
      { label: 'Renal', correctAnswers: [0] },
    ]);
  });

  it('refuses a response without one list per group, or naming an option a group does not have', () => {
    const view = multipleResponseGrouping.toView(item());
    const check = (choices: number[][]) => multipleResponseGrouping.checkResponse(view, { choices });
    expect(check([[0], [], [1]])).toBeNull();
    expect(check([[0], []])).toBe(
      'This item has 3 groups and the answer has 2 lists: send one list per group, [] for a group with nothing chosen.',
    );
    expect(check([[0], [4], []])).toBe(
      'Option 4 of group 2 ("Cardiovascular") does not exist: that group has options 0 to 3.',
    );
    expect(check([[3], [], []])).toBe(
      'Option 3 of group 1 ("Neurological") does not exist: that group has options 0 to 2.',
    );
  });

  it('refuses through the registry as the API does: nothing chosen, a repeat, a flat list', () => {
    const view = multipleResponseGrouping.toView(item());
    expect(parseItemResponse(view, { choices: [[], [], []] })).toEqual({
      ok: false,
      message:
        'This item is multiple response grouping: choices must hold at least one chosen option; send null to clear the answer.',
    });
    expect(parseItemResponse(view, { choices: [[0, 0], [], []] })).toEqual({
      ok: false,
      message: 'This item is multiple response grouping: choices must not repeat an option within a group.',
    });
    expect(parseItemResponse(view, { choices: [0, 1] })).toMatchObject({ ok: false });
    expect(parseItemResponse(view, { choices: [[0], [1], []] })).toEqual({
      ok: true,
      response: { choices: [[0], [1], []] },
    });
  });

  it('toggles a checkbox within its group, and nothing chosen anywhere is no answer', () => {
    const one = toggleGroupOption(null, 3, 1, 2);
    expect(one).toEqual({ choices: [[], [2], []] });
    expect(toggleGroupOption(one, 3, 1, 0)).toEqual({ choices: [[], [0, 2], []] });
    expect(toggleGroupOption(one, 3, 1, 2)).toBeNull();
    expect(multipleResponseGroupingKeyboard.parts(multipleResponseGrouping.toView(item()))).toBe(0);
  });
});

describe('multiple response grouping: the content rules', () => {
  const problems = (raw: unknown) => {
    const parsed = questionContentSchema.safeParse(raw);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };
  const withGroup = (g: number, change: object) =>
    item({ groups: item().groups.map((group, i) => (i === g ? { ...group, ...change } : group)) });

  it('accepts 2 to 5 groups of 2 to 4 options, each with a key and an option that is not one', () => {
    expect(problems(item())).toEqual([]);
    expect(problems(item({ columns: undefined }))).toEqual([]);
    expect(problems(item({ groups: item().groups.slice(0, 1) }))).toEqual(['groups must hold 2 to 5 groups.']);
    const six = Array.from({ length: 6 }, (_, i) => ({ label: `G${i}`, options: ['x', 'y'], correctAnswers: [0] }));
    expect(problems(item({ groups: six }))).toEqual(['groups must hold 2 to 5 groups.']);
    expect(problems(withGroup(2, { options: ['Only one'] }))).toEqual([
      "each group's options must hold 2 to 4 texts.",
      "each group's correctAnswers must leave at least one option of the group that is not a key.",
    ]);
    expect(problems(withGroup(2, { options: ['a', 'b', 'c', 'd', 'e'] }))).toEqual([
      "each group's options must hold 2 to 4 texts.",
    ]);
    expect(problems(withGroup(0, { correctAnswers: [] }))).toEqual([
      "each group's correctAnswers must hold at least 1 key.",
    ]);
    expect(problems(withGroup(2, { correctAnswers: [0, 1] }))).toEqual([
      "each group's correctAnswers must leave at least one option of the group that is not a key.",
    ]);
    expect(problems(withGroup(0, { correctAnswers: [3] }))).toEqual([
      "a group's correctAnswers names an option the group does not have.",
    ]);
    expect(problems(withGroup(1, { label: 'neurological' }))).toEqual(["the groups' labels must all be different."]);
    expect(problems(item({ columns: ['Only one'] }))).toEqual([
      'columns must hold exactly 2 header texts: the group column and the options column.',
    ]);
  });

  it('requires every group named and every option discussed, quoted, the right way round', () => {
    expect(multipleResponseGrouping.contentFlaws(item())).toEqual([]);
    const explanation = item()
      .explanation.replace('Renal: ', '')
      .replace('"Radial pulse 2+" is wrong', '"Radial pulse 2+" is correct')
      .replace('"Oriented to person" is wrong because ...', '');
    expect(multipleResponseGrouping.contentFlaws(item({ explanation }))).toEqual([
      'the explanation does not discuss "Oriented to person" of group "Neurological" (as in \'"Oriented to person" is wrong because ...\').',
      'the explanation says "Radial pulse 2+" of group "Cardiovascular" is correct, but it is not a key of its group.',
      'the explanation does not name group "Renal": discuss each group under its label.',
    ]);
  });

  it('flags "none of the above", an absolute word only in distractors, and an option repeated across groups', () => {
    const flawed = item({
      groups: [
        { label: 'Neurological', options: ['New confusion', 'Never oriented'], correctAnswers: [0] },
        { label: 'Renal', options: ['None of the above', 'New confusion'], correctAnswers: [1] },
      ],
      explanation:
        'Neurological: "New confusion" is correct. "Never oriented" is wrong. Renal: "None of the above" is wrong.',
    });
    expect(multipleResponseGrouping.contentFlaws(flawed)).toEqual([
      'option "New confusion" appears in more than one group: the rationale cannot tell them apart.',
      'option "Never oriented" of group "Neurological" uses the absolute word "Never" and no key does: it cues the answer.',
      'option "None of the above" of group "Renal" is not a real option: write a real, specific option instead.',
    ]);
  });
});

describe('multiple response grouping: what demos, tests and benchmarks rely on', () => {
  it('gives samples worth all the points, none and some, and a valid answer from the view alone', () => {
    const { samples } = multipleResponseGrouping;
    const two = item({ groups: item().groups.slice(1) });
    for (const grouping of [item(), two]) {
      const possible = grouping.groups.reduce((sum, group) => sum + group.correctAnswers.length, 0);
      expect(multipleResponseGrouping.score(grouping, samples.right(grouping))).toEqual({ earned: possible, possible });
      expect(multipleResponseGrouping.score(grouping, samples.wrong(grouping))).toEqual({ earned: 0, possible });
      const partly = samples.partlyRight
        ? multipleResponseGrouping.score(grouping, samples.partlyRight(grouping)).earned
        : 0;
      expect(partly).toBeGreaterThan(0);
      expect(partly).toBeLessThan(possible);
      const view = multipleResponseGrouping.toView(grouping);
      for (const response of [samples.right(grouping), samples.wrong(grouping), samples.any(view)]) {
        expect(parseItemResponse(view, response)).toMatchObject({ ok: true });
      }
    }
  });
});
