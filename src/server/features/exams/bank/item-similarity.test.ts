import { describe, expect, it } from 'vitest';
import { findSimilarItems, NEAR_DUPLICATE_SIMILARITY } from './item-similarity';

const digoxin = {
  id: 'a',
  stem: 'A 78-year-old client with heart failure takes digoxin 0.125 mg daily. The client reports nausea and yellow-green vision, and the apical pulse is 52/min. Which action should the nurse take?',
  options: [
    'Give the digoxin with crackers to settle the stomach',
    'Hold the digoxin and notify the health care provider',
    'Give the dose and recheck the apical pulse in 1 hour',
    'Request an antiemetic, then give the digoxin as scheduled',
  ],
};

describe('duplicate and near-duplicate items (stem and options)', () => {
  it('finds an item repeated with other case, punctuation and spacing as the same item', () => {
    const copy = { ...digoxin, id: 'b', stem: digoxin.stem.toUpperCase().replaceAll(',', ' ;  ') };
    const pairs = findSimilarItems([digoxin, copy]);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]?.similarity).toBe(1);
  });

  it('finds the same scenario with a few words changed', () => {
    const edited = {
      id: 'b',
      stem: digoxin.stem.replace('78-year-old', '81-year-old').replace('52/min', '48/min'),
      options: [...digoxin.options.slice(0, 3), 'Give an antiemetic first, then the digoxin'],
    };
    const pairs = findSimilarItems([digoxin, edited]);
    expect(pairs.map((p) => [p.first.id, p.second.id])).toEqual([['a', 'b']]);
    expect(pairs[0]?.similarity).toBeGreaterThanOrEqual(NEAR_DUPLICATE_SIMILARITY);
    expect(pairs[0]?.similarity).toBeLessThan(1);
  });

  it('does not flag a different item on the same topic', () => {
    const teaching = {
      id: 'b',
      stem: 'A client who takes digoxin asks why the nurse counts the pulse before each dose. Which response by the nurse is best?',
      options: [
        '"A slow pulse can be a sign that the level of the medicine is too high."',
        '"The pulse tells me whether you need a higher dose today."',
        '"Counting the pulse shows whether the medicine has been absorbed."',
        '"It is a routine check that we do before every medicine."',
      ],
    };
    expect(findSimilarItems([digoxin, teaching])).toEqual([]);
  });

  it('does not flag two priority items that share the standard stem but not their options', () => {
    const stem = 'The nurse receives report on four clients. Which client should the nurse assess first?';
    const cardiac = {
      id: 'a',
      stem,
      options: [
        'A client with unstable angina who reports new chest pressure',
        'A client with heart failure who gained 1 kg since yesterday',
        'A client with atrial fibrillation and a heart rate of 96/min',
        'A client awaiting discharge who asks about follow-up visits',
      ],
    };
    const neuro = {
      id: 'b',
      stem,
      options: [
        'A client after a transient ischemic attack with new slurred speech',
        'A client with Parkinson disease who has a resting tremor',
        'A client with multiple sclerosis who reports blurred vision since last week',
        'A client with epilepsy who had a seizure 2 days ago and is now alert',
      ],
    };
    expect(findSimilarItems([cardiac, neuro])).toEqual([]);
  });
});
