import { describe, expect, it } from 'vitest';
import { targetsArithmetic, targetsNote } from './cloze-arithmetic';
import { dragAndDropClozeKeyboard } from './keyboard';
import { dragAndDropCloze } from './module';
import { placeToken, removeFromTarget, returnToken } from './placements';
import { type DragAndDropClozeItem, dragAndDropClozeItemSchema } from './schemas';

const item = (overrides: Partial<DragAndDropClozeItem> = {}): DragAndDropClozeItem => ({
  id: 'ngn-dndc-900',
  itemType: 'drag-and-drop-cloze',
  stem: 'A client with type 1 diabetes is found diaphoretic and confused; the capillary glucose is 48 mg/dL. Complete the sentence.',
  text: 'The nurse should first give {{0}}, then recheck the glucose in {{1}}, and once it is above 70 mg/dL give {{2}}.',
  tokens: [
    '15 g of a fast-acting carbohydrate',
    '1 hour',
    '15 minutes',
    'a snack with protein and a complex carbohydrate',
    'rapid-acting insulin',
    'a 1,000 mL bolus of normal saline',
  ],
  correctAnswers: [0, 2, 3],
  explanation:
    'A is correct because ... B is wrong because ... C is correct because ... D is correct because ... E is wrong because ... F is wrong because ...',
  subject: 'Medical-Surgical Nursing',
  topic: 'Hypoglycemia',
  difficulty: 'medium',
  clientNeeds: 'Physiological Adaptation',
  reference: 'ADA Standards of Care in Diabetes 2025',
  ...overrides,
});

const problems = (raw: unknown) => {
  const parsed = dragAndDropClozeItemSchema.safeParse(raw);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('drag-and-drop cloze: NCSBN 0/1 scoring, 1 point per target', () => {
  it('earns 1 per target holding its key, nothing taken away for a wrong one', () => {
    expect(dragAndDropCloze.score(item(), { placements: [0, 2, 3] })).toEqual({ earned: 3, possible: 3 });
    expect(dragAndDropCloze.score(item(), { placements: [0, 1, 3] })).toEqual({ earned: 2, possible: 3 });
    expect(dragAndDropCloze.score(item(), { placements: [4, 1, 5] })).toEqual({ earned: 0, possible: 3 });
  });

  it('gives an empty target nothing, and an unanswered item 0 of the targets', () => {
    expect(dragAndDropCloze.score(item(), { placements: [null, 2, null] })).toEqual({ earned: 1, possible: 3 });
    expect(dragAndDropCloze.score(item(), null)).toEqual({ earned: 0, possible: 3 });
  });

  it('scores a key in the wrong target as wrong: a target is right only with its own key', () => {
    expect(dragAndDropCloze.score(item(), { placements: [2, 0, 3] })).toEqual({ earned: 1, possible: 3 });
  });

  it('shows the arithmetic as the result screen says it', () => {
    expect(targetsArithmetic([0, 2, 3], [0, 1, 3])).toEqual({
      outcomes: ['right', 'wrong', 'right'],
      earned: 2,
      possible: 3,
    });
    expect(targetsNote(targetsArithmetic([0, 2, 3], [0, 1, 3]))).toBe(
      'Target 1 right, target 2 wrong, target 3 right: 2 of 3 points',
    );
    expect(targetsNote(targetsArithmetic([0, 2, 3], [null, 2, 5]))).toBe(
      'Target 1 not answered, target 2 right, target 3 wrong: 1 of 3 points',
    );
    expect(targetsNote(targetsArithmetic([0, 2], null))).toBe(
      'Target 1 not answered, target 2 not answered: 0 of 2 points',
    );
    expect(targetsNote(targetsArithmetic([4], [4]))).toBe('Target 1 right: 1 of 1 point');
  });
});

describe('drag-and-drop cloze: what the browser sees and sends', () => {
  const view = dragAndDropCloze.toView(item());

  it('shows the text and tokens, never the key, the rationale or the reference', () => {
    expect(JSON.stringify(view)).not.toMatch(/correctAnswers|explanation|reference|ADA Standards/);
    expect(view).toMatchObject({ text: item().text, tokens: item().tokens });
    expect(dragAndDropCloze.toSolution(item())).toMatchObject({ correctAnswers: [0, 2, 3] });
  });

  it('accepts empty targets but refuses a token placed twice, tokens and targets that do not exist', () => {
    const check = (placements: (number | null)[]) => dragAndDropCloze.checkResponse(view, { placements });
    expect(check([0, null, 3])).toBeNull();
    expect(check([0, 2, 0])).toBe(
      'Token 0 (A) is placed in both target 1 and target 3: a token can fill one target only.',
    );
    expect(check([0, 6, null])).toBe('Token 6 does not exist: this item has tokens 0 (A) to 5 (F).');
    expect(check([0, 2, 3, 4])).toBe(
      'This item has 3 targets: placements must hold 3 entries, a token index or null for each target.',
    );
    expect(check([0, 2])).toBe(
      'This item has 3 targets: placements must hold 3 entries, a token index or null for each target.',
    );
  });

  it('refuses a response of the wrong shape, or with nothing placed, with a sentence', () => {
    const parse = (raw: unknown) => dragAndDropCloze.responseSchema.safeParse(raw);
    expect(parse({ placements: [0, null, 3] }).success).toBe(true);
    expect(parse({ placements: [null, null, null] }).error?.issues[0]?.message).toBe(
      'placements must place at least one token; send null to clear the answer.',
    );
    expect(parse({ placements: [-1, null] }).error?.issues[0]?.message).toMatch(/^placements must hold/);
    expect(parse({ choices: [0] }).success).toBe(false);
  });

  it('places, moves, swaps out and removes tokens as a drop or a click does', () => {
    expect(placeToken(null, 3, 4, 1)).toEqual([null, 4, null]);
    // A token dropped on a filled target sends the old one back to the bank.
    expect(placeToken([0, 4, null], 3, 5, 1)).toEqual([0, 5, null]);
    // A placed token dragged to another target leaves its first target.
    expect(placeToken([0, 4, null], 3, 4, 2)).toEqual([0, null, 4]);
    expect(removeFromTarget([0, 4, null], 3, 0)).toEqual([null, 4, null]);
    expect(removeFromTarget([null, 4, null], 3, 1)).toBeNull();
    expect(returnToken([0, 4, null], 3, 4)).toEqual([0, null, null]);
    expect(returnToken([0, 4, null], 3, 5)).toEqual([0, 4, null]);
  });

  it('leaves the letter keys unused: a key names no target', () => {
    expect(dragAndDropClozeKeyboard.parts(view)).toBe(0);
    expect(dragAndDropClozeKeyboard.choose({ placements: [1, null, null] }, 0)).toEqual({
      placements: [1, null, null],
    });
  });
});

describe('drag-and-drop cloze: the content rules', () => {
  it('accepts 1 to 5 targets and 4 to 10 tokens, more tokens than targets', () => {
    expect(problems(item())).toEqual([]);
    expect(problems(item({ text: 'Give {{0}} first.', correctAnswers: [0] }))).toEqual([]);
    expect(
      problems(
        item({ text: 'Give {{0}}, then recheck in {{1}}.', correctAnswers: [0, 2], tokens: item().tokens.slice(0, 3) }),
      ),
    ).toEqual(['tokens must hold 4 to 10 texts.']);
    expect(
      problems(
        item({
          text: '{{0}} {{1}} {{2}} {{3}} {{4}} {{5}}',
          correctAnswers: [0, 1, 2, 3, 4, 5],
          tokens: [...item().tokens, 'g', 'h'],
        }),
      ),
    ).toEqual(['correctAnswers must hold 1 to 5 token indexes, one per target.']);
    expect(
      problems(
        item({
          text: 'First {{0}}, {{1}}, {{2}}, {{3}}.',
          tokens: item().tokens.slice(0, 4),
          correctAnswers: [0, 1, 2, 3],
        }),
      ),
    ).toEqual(['tokens must hold more texts than the text has targets, so that some tokens are distractors.']);
  });

  it('needs the text to mark one target per key, in order, and keys that exist, each used once', () => {
    expect(problems(item({ text: 'Give {{0}}, then {{2}}.' }))).toEqual([
      'text must hold {{0}} to {{2}} in order, each once (one per target); it holds {{0}}, {{2}}.',
    ]);
    expect(problems(item({ correctAnswers: [0, 2, 9] }))).toEqual([
      'correctAnswers names a token that does not exist.',
    ]);
    expect(problems(item({ correctAnswers: [0, 2, 2] }))).toEqual([
      'correctAnswers must not use a token twice: a token fills one target only.',
    ]);
    expect(problems(item({ tokens: [...item().tokens.slice(0, 5), '1 HOUR'] }))).toEqual([
      'tokens must all be different.',
    ]);
  });

  it('requires a rationale for every token, saying correct for keys and wrong for the others', () => {
    expect(dragAndDropCloze.contentFlaws(item())).toEqual([]);
    expect(
      dragAndDropCloze.contentFlaws(
        item({ explanation: 'A is correct ... B is correct ... C is correct ... D is correct ... E is wrong ...' }),
      ),
    ).toEqual([
      'the explanation says B is correct, but token B is not a key in correctAnswers.',
      'the explanation does not discuss token F (as in "F is wrong because ...").',
    ]);
  });

  it('flags two targets joined by "and" alone: either order would read right but score as wrong', () => {
    expect(dragAndDropCloze.contentFlaws(item({ text: 'Give {{0}} and {{1}}, then {{2}}.' }))).toEqual([
      'targets 1 and 2 are joined by "and" alone: their keys could go either way round and read right, yet each target scores only its own key; give each target its own frame.',
    ]);
    expect(dragAndDropCloze.contentFlaws(item({ text: 'Give {{0}}, then recheck in {{1}}, {{2}}.' }))).toEqual([
      'targets 2 and 3 are joined by "," alone: their keys could go either way round and read right, yet each target scores only its own key; give each target its own frame.',
    ]);
  });

  it('flags an absolute word only in tokens that are not keys, and "all of the above"', () => {
    const tokens = [...item().tokens];
    tokens[4] = 'never any carbohydrate';
    tokens[5] = 'all of the above';
    expect(dragAndDropCloze.contentFlaws(item({ tokens }))).toEqual([
      'token F is "all of the above": write a real, specific option instead.',
      'token E uses the absolute word "never" and no key does: it cues the answer.',
    ]);
  });
});

describe('drag-and-drop cloze: what demos, tests and benchmarks rely on', () => {
  it('gives samples worth all the points, none and some, and a valid answer from the view alone', () => {
    const { samples } = dragAndDropCloze;
    const one = item({ text: 'Give {{0}} first.', correctAnswers: [0] });
    for (const cloze of [item(), item({ correctAnswers: [5, 0, 1] })]) {
      const possible = cloze.correctAnswers.length;
      expect(dragAndDropCloze.score(cloze, samples.right(cloze))).toEqual({ earned: possible, possible });
      expect(dragAndDropCloze.score(cloze, samples.wrong(cloze))).toEqual({ earned: 0, possible });
      const partly = samples.partlyRight ? dragAndDropCloze.score(cloze, samples.partlyRight(cloze)).earned : 0;
      expect(partly).toBeGreaterThan(0);
      expect(partly).toBeLessThan(possible);
    }
    expect(dragAndDropCloze.score(one, samples.wrong(one))).toEqual({ earned: 0, possible: 1 });
    for (const cloze of [item(), one]) {
      const view = dragAndDropCloze.toView(cloze);
      for (const response of [samples.any(view), samples.right(cloze), samples.wrong(cloze)]) {
        expect(dragAndDropCloze.checkResponse(view, response)).toBeNull();
      }
    }
  });
});
