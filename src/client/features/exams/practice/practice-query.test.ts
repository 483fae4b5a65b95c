import { describe, expect, it } from 'vitest';
import { choiceFromQuery, practiceHref } from './practice-query';

describe('the builder pre-filled from the address (issue 25 item 1)', () => {
  it('reads subjects, categories and the pool a link gives, ignoring unknown values', () => {
    const href = practiceHref({ subject: 'Pharmacology' }, 'incorrect');
    expect(href).toBe('/training-center?view=practice&subject=Pharmacology&pool=incorrect');
    const params = new URL(href, 'http://localhost').searchParams;
    expect(choiceFromQuery(params)).toEqual({
      subjects: ['Pharmacology'],
      clientNeeds: [],
      itemTypes: [],
      pool: 'incorrect',
    });
    expect(choiceFromQuery(new URLSearchParams('subject=Astrology&clientNeed=Management+of+Care&pool=missed'))).toEqual(
      { subjects: [], clientNeeds: ['Management of Care'], itemTypes: [], pool: 'all' },
    );
  });
});
