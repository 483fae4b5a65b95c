import { describe, expect, it } from 'vitest';
import { findSimilarStems, NEAR_DUPLICATE_SIMILARITY } from './stem-similarity';

const digoxin =
  'A 78-year-old client with heart failure takes digoxin 0.125 mg daily. The client reports nausea and yellow-green vision, and the apical pulse is 52/min. Which action should the nurse take?';

describe('duplicate and near-duplicate stems', () => {
  it('finds a stem repeated with other case, punctuation and spacing as the same stem', () => {
    const pairs = findSimilarStems([
      { id: 'a', stem: digoxin },
      { id: 'b', stem: digoxin.toUpperCase().replaceAll(',', ' ;  ') },
    ]);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]?.similarity).toBe(1);
  });

  it('finds the same scenario with a few words changed', () => {
    const edited = digoxin.replace('78-year-old', '81-year-old').replace('52/min', '48/min');
    const pairs = findSimilarStems([
      { id: 'a', stem: digoxin },
      { id: 'b', stem: edited },
    ]);
    expect(pairs.map((p) => [p.first.id, p.second.id])).toEqual([['a', 'b']]);
    expect(pairs[0]?.similarity).toBeGreaterThanOrEqual(NEAR_DUPLICATE_SIMILARITY);
    expect(pairs[0]?.similarity).toBeLessThan(1);
  });

  it('does not flag a different item on the same topic', () => {
    const other =
      'A client who takes digoxin asks why the nurse checks the pulse before each dose. Which response by the nurse is best?';
    expect(
      findSimilarStems([
        { id: 'a', stem: digoxin },
        { id: 'b', stem: other },
      ]),
    ).toEqual([]);
  });
});
