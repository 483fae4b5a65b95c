import { describe, expect, it } from 'vitest';
import { choiceFromQuery, countFromQuery, practiceHref } from './practice-query';

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

  it("reads the study plan's item count, ignoring what is not a whole number from 1 to 200", () => {
    expect(countFromQuery(new URLSearchParams('view=practice&clientNeed=Management+of+Care&count=25'))).toBe(25);
    expect(countFromQuery(new URLSearchParams('count=0'))).toBeUndefined();
    expect(countFromQuery(new URLSearchParams('count=2.5'))).toBeUndefined();
    expect(countFromQuery(new URLSearchParams('count=500'))).toBeUndefined();
    expect(countFromQuery(new URLSearchParams('view=practice'))).toBeUndefined();
  });
});
