import { describe, expect, it } from 'vitest';
import { multipleChoiceKeyboard } from './keyboard';
import { multipleChoice } from './module';
import type { MultipleChoiceItem } from './schemas';

const item = (overrides: Partial<MultipleChoiceItem> = {}): MultipleChoiceItem => ({
  id: 'mc-001',
  itemType: 'multiple-choice',
  stem: 'A client reports chest pain. Which action should the nurse take first?',
  options: ['Check the pulse', 'Give the dose', 'Call the provider', 'Wait an hour'],
  correctAnswer: 1,
  explanation: 'B is correct. A is wrong because it delays care. C is wrong because ... D is wrong because ...',
  subject: 'Fundamentals of Nursing',
  topic: 'Priorities',
  difficulty: 'medium',
  clientNeeds: 'Management of Care',
  reference: 'Fundamentals textbook',
  ...overrides,
});

describe('multiple choice: 0/1 scoring (NCSBN; spec §4 "Quiz")', () => {
  it('earns 1 of 1 for the key and 0 for anything else, unanswered included', () => {
    expect(multipleChoice.score(item(), { choice: 1 })).toEqual({ earned: 1, possible: 1 });
    expect(multipleChoice.score(item(), { choice: 2 })).toEqual({ earned: 0, possible: 1 });
    expect(multipleChoice.score(item(), null)).toEqual({ earned: 0, possible: 1 });
  });

  it('shows the browser no key, explanation or reference, and the solution only the key and rationale', () => {
    const view = multipleChoice.toView(item());
    expect(view).toEqual({
      itemType: 'multiple-choice',
      id: 'mc-001',
      stem: item().stem,
      options: item().options,
      subject: 'Fundamentals of Nursing',
      topic: 'Priorities',
      difficulty: 'medium',
      clientNeeds: 'Management of Care',
    });
    expect(multipleChoice.toSolution(item())).toEqual({
      itemType: 'multiple-choice',
      correctAnswer: 1,
      explanation: item().explanation,
      reference: 'Fundamentals textbook',
    });
  });

  it('refuses a choice the item does not have', () => {
    const view = multipleChoice.toView(item());
    expect(multipleChoice.checkResponse(view, { choice: 3 })).toBeNull();
    expect(multipleChoice.checkResponse(view, { choice: 4 })).toBe(
      'Option 4 does not exist: this item has options 0 (A) to 3 (D).',
    );
  });
});

describe('multiple choice: item-writing flaws a reviewer would flag', () => {
  it('finds none in a clean item', () => {
    expect(multipleChoice.contentFlaws(item())).toEqual([]);
  });

  it('flags "all of the above", "none of the above" and "both A and B" options', () => {
    const flaws = multipleChoice.contentFlaws(
      item({ options: ['Elevate the legs', 'All of the above', 'None of the Above', 'Both A and B'] }),
    );
    expect(flaws).toHaveLength(3);
    expect(flaws[0]).toContain('option B is "All of the above"');
  });

  it('flags an absolute word in a distractor when the key has none, and accepts it when the key has one too', () => {
    const options = ['Always check the pulse', 'Give the dose', 'Never call the provider', 'Wait an hour'];
    expect(multipleChoice.contentFlaws(item({ options }))).toEqual([
      'option A uses the absolute word "Always" and no key does: it cues the answer.',
      'option C uses the absolute word "Never" and no key does: it cues the answer.',
    ]);
    const keyed = item({ options, correctAnswer: 0, explanation: 'A is correct. B is x. C is y. D is z.' });
    expect(multipleChoice.contentFlaws(keyed)).toEqual([]);
  });

  it('requires the explanation to open by naming the key, and the right key', () => {
    expect(multipleChoice.contentFlaws(item({ explanation: 'B is right. A is x. C is y. D is z.' }))).toContain(
      'the explanation must open with "B is correct." naming the key.',
    );
    expect(multipleChoice.contentFlaws(item({ explanation: 'C is correct. A is x. B is y. D is z.' }))).toContain(
      'the explanation says C is correct but correctAnswer is 1 (B).',
    );
  });

  it('requires the explanation to discuss every distractor by its letter', () => {
    expect(
      multipleChoice.contentFlaws(item({ explanation: 'B is correct. A is wrong because it delays care.' })),
    ).toEqual([
      'the explanation does not discuss option C (as in "C is wrong because ...").',
      'the explanation does not discuss option D (as in "D is wrong because ...").',
    ]);
  });
});

describe('multiple choice: what demos, tests, benchmarks and the keyboard rely on', () => {
  it('gives a right sample worth 1 of 1, a wrong one worth 0, and a valid answer from the view alone', () => {
    const { samples } = multipleChoice;
    expect(multipleChoice.score(item(), samples.right(item()))).toEqual({ earned: 1, possible: 1 });
    expect(multipleChoice.score(item(), samples.wrong(item()))).toEqual({ earned: 0, possible: 1 });
    const view = multipleChoice.toView(item());
    expect(multipleChoice.checkResponse(view, samples.any(view))).toBeNull();
  });

  it('lets the keys address every option and no more', () => {
    expect(multipleChoiceKeyboard.parts(multipleChoice.toView(item()))).toBe(4);
  });
});
