import { describe, expect, it } from 'vitest';
import { rationaleParts } from './ItemSolutionPanel';

describe('the rationale, one paragraph per option', () => {
  it('starts a paragraph where each option is discussed', () => {
    expect(
      rationaleParts(
        'B is correct. It works. A is wrong because x. C is wrong because y; D is not. D is wrong because z.',
      ),
    ).toEqual([
      'B is correct. It works.',
      'A is wrong because x.',
      'C is wrong because y; D is not.',
      'D is wrong because z.',
    ]);
  });

  it('reads the letters of a ten-option item, G to J included, and no further', () => {
    expect(rationaleParts('A is wrong. G is correct. H is wrong. I is correct. J is wrong. K is wrong.')).toEqual([
      'A is wrong.',
      'G is correct.',
      'H is wrong.',
      'I is correct.',
      'J is wrong. K is wrong.',
    ]);
  });

  it('keeps a rationale in another form whole', () => {
    expect(rationaleParts('Older items explain it in prose.')).toEqual(['Older items explain it in prose.']);
  });
});
