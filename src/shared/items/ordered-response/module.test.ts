import { describe, expect, it } from 'vitest';
import { orderedResponseKeyboard } from './keyboard';
import { orderedResponse } from './module';
import { orderArithmetic, orderNote } from './order-arithmetic';
import { moveStep, putOption, removeStep } from './order-moves';
import { type OrderedResponseItem, orderedResponseItemSchema } from './schemas';

const item = (overrides: Partial<OrderedResponseItem> = {}): OrderedResponseItem => ({
  id: 'ngn-ord-900',
  itemType: 'ordered-response',
  stem: 'The nurse prepares to give a unit of packed red blood cells. In what order should the nurse act?',
  options: [
    'Verify the unit with a second licensed nurse at the bedside',
    'Check the order and the signed consent',
    'Stay with the client for the first 15 minutes',
    'Start the infusion slowly',
    'Warm the unit in a microwave',
  ],
  correctOrder: [1, 0, 3, 2],
  explanation:
    'B is correct as step 1 because ... A is correct as step 2 because ... D is correct as step 3 because ... C is correct as step 4 because ... E is wrong because ...',
  subject: 'Fundamentals of Nursing',
  topic: 'Blood transfusion',
  difficulty: 'medium',
  clientNeeds: 'Pharmacological and Parenteral Therapies',
  reference: 'AABB Standards for Blood Banks and Transfusion Services',
  ...overrides,
});

const problems = (raw: unknown) => {
  const parsed = orderedResponseItemSchema.safeParse(raw);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('ordered response: 1 point per step in its right place (decision 013)', () => {
  it('earns every step of the right order, and 1 per step in place otherwise', () => {
    expect(orderedResponse.score(item(), { order: [1, 0, 3, 2] })).toEqual({ earned: 4, possible: 4 });
    // Steps 1, 2 and 4 in place; 3 holds an option left out of the order.
    expect(orderedResponse.score(item(), { order: [1, 0, 4, 2] })).toEqual({ earned: 3, possible: 4 });
    expect(orderedResponse.score(item(), { order: [0, 1, 2, 3] })).toEqual({ earned: 0, possible: 4 });
  });

  it('credits places, not relative order: a sequence shifted by one place earns nothing', () => {
    // The legacy all-or-nothing item gave this 0 too; a relative-order rule would give it 3 of 4.
    expect(orderedResponse.score(item(), { order: [4, 1, 0, 3] })).toEqual({ earned: 0, possible: 4 });
  });

  it('gives an empty step nothing and an unanswered item 0', () => {
    expect(orderedResponse.score(item(), { order: [1, 0] })).toEqual({ earned: 2, possible: 4 });
    expect(orderedResponse.score(item(), null)).toEqual({ earned: 0, possible: 4 });
  });

  it('shows the arithmetic as the result screen says it', () => {
    expect(orderArithmetic([1, 0, 3, 2], [1, 0, 4, 2])).toEqual({
      inPlace: [true, true, false, true],
      earned: 3,
      possible: 4,
    });
    expect(orderNote(orderArithmetic([1, 0, 3, 2], [1, 0, 4, 2]))).toBe('Steps 1, 2 and 4 in place: 3 of 4 points');
    expect(orderNote(orderArithmetic([1, 0, 3, 2], [2, 1, 3]))).toBe('Step 3 in place: 1 of 4 points');
    expect(orderNote(orderArithmetic([1, 0, 3], null))).toBe('No step in place: 0 of 3 points');
    expect(orderNote(orderArithmetic([1, 0, 3], [1, 0, 3]))).toBe('Steps 1, 2 and 3 in place: 3 of 3 points');
  });
});

describe('ordered response: what the browser sees and sends', () => {
  const view = orderedResponse.toView(item());

  it('shows the options and how many steps to order, never the order, the rationale or the reference', () => {
    expect(JSON.stringify(view)).not.toMatch(/correctOrder|explanation|reference|AABB/);
    expect(view).toMatchObject({ options: item().options, steps: 4 });
    expect(orderedResponse.toSolution(item())).toMatchObject({ correctOrder: [1, 0, 3, 2] });
  });

  it('refuses an option that does not exist, more options than steps, an option twice', () => {
    expect(orderedResponse.checkResponse(view, { order: [1, 0, 4] })).toBeNull();
    expect(orderedResponse.checkResponse(view, { order: [1, 5] })).toBe(
      'Option 5 does not exist: this item has options 0 (A) to 4 (E).',
    );
    expect(orderedResponse.checkResponse(view, { order: [1, 0, 3, 2, 4] })).toBe(
      'This item orders 4 steps: order may hold at most 4 options; it holds 5.',
    );
    const parse = (raw: unknown) => orderedResponse.responseSchema.safeParse(raw).error?.issues[0]?.message;
    expect(parse({ order: [1, 1] })).toBe('order must not use an option twice.');
    expect(parse({ order: [] })).toBe('order must hold at least one option; send null to clear the answer.');
    expect(parse({ order: [1.5] })).toMatch(/^order must list/);
  });

  it('adds, moves, swaps out and removes options as a drop or a button does', () => {
    expect(putOption(null, 4, 2)).toEqual([2]);
    expect(putOption([2], 4, 0)).toEqual([2, 0]);
    expect(putOption([2, 0], 4, 3, 0)).toEqual([3, 2, 0]);
    // An option already in the order moves to its new place.
    expect(putOption([3, 2, 0], 4, 0, 0)).toEqual([0, 3, 2]);
    // Every step taken: a drop on a step sends the option there back; an add at the end does nothing.
    expect(putOption([3, 2, 0, 1], 4, 4, 1)).toEqual([3, 4, 0, 1]);
    expect(putOption([3, 2, 0, 1], 4, 4)).toEqual([3, 2, 0, 1]);
    expect(moveStep([3, 2, 0], 0, 2)).toEqual([2, 0, 3]);
    expect(moveStep([3, 2, 0], 2, 1)).toEqual([3, 0, 2]);
    expect(moveStep([3, 2, 0], 0, -1)).toEqual([3, 2, 0]);
    expect(removeStep([3, 2, 0], 1)).toEqual([3, 0]);
    expect(removeStep([3], 0)).toBeNull();
  });

  it('leaves the letter keys unused: a key names an option, not its place', () => {
    expect(orderedResponseKeyboard.parts(view)).toBe(0);
    expect(orderedResponseKeyboard.choose({ order: [1] }, 2)).toEqual({ order: [1] });
  });
});

describe('ordered response: the content rules', () => {
  it('accepts 4 to 6 options with 3 or more of them in order, each once', () => {
    expect(problems(item())).toEqual([]);
    expect(problems(item({ correctOrder: [1, 0, 3, 2, 4] }))).toEqual([]);
    expect(problems(item({ correctOrder: [1, 0] }))).toEqual(['correctOrder must hold at least 3 steps.']);
    expect(problems(item({ correctOrder: [1, 0, 1] }))).toEqual(['correctOrder must not use an option twice.']);
    expect(problems(item({ correctOrder: [1, 0, 7] }))).toEqual(['correctOrder names an option that does not exist.']);
    expect(problems(item({ options: item().options.slice(0, 3), correctOrder: [1, 0, 2] }))).toEqual([
      'options must hold 4 to 6 texts.',
    ]);
  });

  it('requires a rationale for every option: its step, or why it is left out', () => {
    expect(orderedResponse.contentFlaws(item())).toEqual([]);
    expect(
      orderedResponse.contentFlaws(
        item({
          explanation:
            'B is correct as step 1 ... A is correct as step 3 ... D is correct as step 3 ... E is correct as step 5 ...',
        }),
      ),
    ).toEqual([
      'the explanation says "A is correct as step 3", but A is step 2 in correctOrder.',
      'the explanation does not discuss option C (as in "C is correct as step 4 because ...").',
      'the explanation says "E is correct as step 5", but E is not in correctOrder.',
    ]);
  });

  it('flags an absolute word only in options left out of the order', () => {
    const options = [...item().options];
    options[4] = 'Never check the blood warmer';
    expect(orderedResponse.contentFlaws(item({ options }))).toEqual([
      'option E uses the absolute word "Never" and no key does: it cues the answer.',
    ]);
  });
});

describe('ordered response: what demos, tests and benchmarks rely on', () => {
  it('gives samples worth all the points, none and some, and a valid answer from the view alone', () => {
    const { samples } = orderedResponse;
    for (const ordered of [item(), item({ correctOrder: [4, 3, 2, 1, 0] }), item({ correctOrder: [2, 0, 1] })]) {
      const possible = ordered.correctOrder.length;
      const view = orderedResponse.toView(ordered);
      expect(orderedResponse.score(ordered, samples.right(ordered))).toEqual({ earned: possible, possible });
      expect(orderedResponse.score(ordered, samples.wrong(ordered))).toEqual({ earned: 0, possible });
      const partly = samples.partlyRight ? orderedResponse.score(ordered, samples.partlyRight(ordered)).earned : 0;
      expect(partly).toBeGreaterThan(0);
      expect(partly).toBeLessThan(possible);
      for (const response of [samples.any(view), samples.right(ordered), samples.wrong(ordered)]) {
        expect(orderedResponse.checkResponse(view, response)).toBeNull();
      }
    }
  });
});
