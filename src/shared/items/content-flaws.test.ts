import { describe, expect, it } from 'vitest';
import { buildQuestion } from '../../testing/question-factory';
import { findItemFlaws, keyIsLongestOption } from './item-flaws';

describe('item-writing flaws a reviewer would flag', () => {
  it('finds none in a clean item', () => {
    expect(findItemFlaws(buildQuestion(1))).toEqual([]);
  });

  it('flags "all of the above", "none of the above" and "both A and B" options', () => {
    const item = buildQuestion(2, {
      options: ['Elevate the legs', 'All of the above', 'None of the Above', 'Both A and B'],
    });
    const flaws = findItemFlaws(item);
    expect(flaws).toHaveLength(3);
    expect(flaws[0]).toContain('option B is "All of the above"');
  });

  it('flags an absolute word in a distractor when the key has none', () => {
    const item = buildQuestion(0, {
      options: ['Check the pulse', 'Always give the dose', 'Never call the provider', 'Wait an hour'],
    });
    expect(findItemFlaws(item)).toEqual([
      'option B uses the absolute word "Always" and the key does not: it cues the answer.',
      'option C uses the absolute word "Never" and the key does not: it cues the answer.',
    ]);
  });

  it('accepts absolute words when the key carries one too', () => {
    const item = buildQuestion(0, {
      options: ['Always check the pulse', 'Always give the dose', 'Call the provider', 'Wait an hour'],
    });
    expect(findItemFlaws(item)).toEqual([]);
  });

  it('requires the explanation to open by naming the key, and the right key', () => {
    const item = buildQuestion(1); // key B
    expect(findItemFlaws({ ...item, explanation: item.explanation.replace('B is correct', 'B is right') })).toContain(
      'the explanation must open with "B is correct." naming the key.',
    );
    const wrongLetter = 'C is correct. A is wrong. B is wrong. D is wrong.';
    expect(findItemFlaws({ ...item, explanation: wrongLetter })).toContain(
      'the explanation says C is correct but correctAnswer is 1 (B).',
    );
  });

  it('requires the explanation to discuss every distractor by its letter', () => {
    const item = buildQuestion(0, { explanation: 'A is correct. B is wrong because it delays care. A client may...' });
    expect(findItemFlaws(item)).toEqual([
      'the explanation does not discuss option C (as in "C is wrong because ...").',
      'the explanation does not discuss option D (as in "D is wrong because ...").',
    ]);
  });
});

describe('the key as the longest option', () => {
  it('counts only a key strictly longer than every other option', () => {
    expect(keyIsLongestOption({ options: ['a much longer key', 'short', 'tiny', 'brief'], correctAnswer: 0 })).toBe(
      true,
    );
    expect(keyIsLongestOption({ options: ['same', 'size', 'text', 'here'], correctAnswer: 0 })).toBe(false);
    expect(keyIsLongestOption({ options: ['key', 'a longer distractor', 'b', 'c'], correctAnswer: 0 })).toBe(false);
  });
});
