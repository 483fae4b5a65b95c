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

  it('keeps a rationale in another form whole', () => {
    expect(rationaleParts('Older items explain it in prose.')).toEqual(['Older items explain it in prose.']);
  });
});
