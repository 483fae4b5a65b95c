import { describe, expect, it } from 'vitest';
import { ITEM_TYPES, itemChoiceLists } from '../../../../shared/items/registry';
import { projectPaths } from '../../../project-paths';
import { buildQuestion, buildSataQuestion, explanationFor } from '../../../testing/question-factory';
import { checkItems, sharesAndCuesBroken } from './bank-checks';
import { cueProblems, formatCueMeasures, keyLengthShares, measureCues } from './cue-measures';
import { loadAuthoredBank } from './load-case-studies';

/** Forty multiple-choice items whose options are all 20 characters long (the factory's). */
const plainItems = () => Array.from({ length: 40 }, (_, i) => buildQuestion(i + 1));

const measure = (items: Parameters<typeof measureCues>[0], name: string) => {
  const found = measureCues(items).find((m) => m.name === name);
  if (!found) throw new Error(`no measure ${name}`);
  return found;
};

describe('the cue measures (issue 24)', () => {
  it('fails the justification-clause measure when only wrong options carry their reasons, and holds when keys carry them as often', () => {
    const cued = plainItems().map((item) => ({
      ...item,
      options: item.options.map((option, i) => (i === item.correctAnswer ? option : `${option} to avoid harm`)),
    }));
    const failing = measure(cued, 'Justification clause (multiple choice)');
    expect(failing).toMatchObject({ value: 'keys 0.0%, wrong 100.0%', ok: false });
    expect(cueProblems(measureCues(cued)).map((p) => p.reason)).toContain(
      'Justification clause (multiple choice): keys 0.0%, wrong 100.0%, outside its bound (within 10 points).',
    );

    const even = plainItems().map((item) => ({
      ...item,
      options: item.options.map((option) => `${option} so that it heals`),
    }));
    expect(measure(even, 'Justification clause (multiple choice)')).toMatchObject({
      value: 'keys 100.0%, wrong 100.0%',
      ok: true,
    });
  });

  it('measures absolute words over every list, SATA options included', () => {
    const sata = Array.from({ length: 40 }, (_, i) => {
      const item = buildSataQuestion(i + 1, { correctAnswers: [0] });
      return { ...item, options: item.options.map((option, k) => (k === 0 ? option : `never ${option}`)) };
    });
    expect(measure(sata, 'Absolute words (all types)')).toMatchObject({ value: 'keys 0.0%, wrong 100.0%', ok: false });
  });

  it('holds the multiple-choice key within 10 points of chance as the shortest and as the longest option', () => {
    const shortest = plainItems().map((item) => ({
      ...item,
      options: item.options.map((option, i) => (i === item.correctAnswer ? option : `${option} at once`)),
    }));
    expect(measure(shortest, 'Multiple choice: key the shortest')).toMatchObject({
      value: '100.0%',
      bound: '15-35% (chance 25.0%)',
      ok: false,
    });
    expect(measure(shortest, 'Multiple choice: key the longest')).toMatchObject({ value: '0.0%', ok: false });

    // A quarter of keys the longest, a quarter the shortest, the rest in between.
    const spread = plainItems().map((item, n) => ({
      ...item,
      options: item.options.map((option, i) => {
        const rank = (i - item.correctAnswer + 4 + (n % 4)) % 4;
        return `${option}${'x'.repeat(rank)}`;
      }),
    }));
    expect(keyLengthShares(measureInput(spread))).toEqual({ shortest: 25, longest: 25, chance: 25 });
    expect(measure(spread, 'Multiple choice: key the shortest').ok).toBe(true);
    expect(measure(spread, 'Multiple choice: key the longest').ok).toBe(true);
  });

  it('does not judge a handful of items: too few lists hold, and say so', () => {
    const few = plainItems().slice(0, 5);
    expect(measure(few, 'Multiple choice: key the shortest')).toEqual({
      name: 'Multiple choice: key the shortest',
      value: '5 lists, too few to measure',
      bound: 'within 10 points of chance',
      ok: true,
    });
  });

  it('prints each measure against its bound, marking those that fail', () => {
    const text = formatCueMeasures(measureCues(plainItems()));
    expect(text).toMatch(/Justification clause \(all types\)\s+keys 0\.0%, wrong 0\.0%\s+within 10 points\n/);
    expect(text).toMatch(/Multiple choice: key the shortest\s+0\.0%\s+15-35% \(chance 25\.0%\)\s+FAILS/);
  });

  it('names what a file would break, and ignores what was already out of bounds', () => {
    const bank = plainItems();
    const cued = Array.from({ length: 20 }, (_, i) => {
      const item = buildQuestion(100 + i);
      return {
        ...item,
        options: item.options.map((option, k) => (k === item.correctAnswer ? option : `${option} because of pain`)),
      };
    });
    const broken = sharesAndCuesBroken(bank, [...bank, ...cued]).map((problem) => problem.measure);
    expect(broken).toContain('Justification clause (all types)');
    // The key is never strictly the shortest in the factory's bank: already failing, so not the file's doing.
    expect(broken).not.toContain('Multiple choice: key the shortest');
  });
});

/** The choice lists of items, as the measures read them. */
function measureInput(items: Parameters<typeof measureCues>[0]) {
  return items.flatMap((item) => itemChoiceLists(item));
}

describe('the choice lists of every item type, and the same-point check, on the real bank', () => {
  it('gives every type but calculation lists whose keys name existing entries, one key where one is chosen', async () => {
    const { bank } = await loadAuthoredBank(projectPaths.questionsDir, projectPaths.caseStudiesDir);
    for (const type of ITEM_TYPES) {
      const items = bank.filter((item) => item.itemType === type);
      expect(items.length, type).toBeGreaterThan(0);
      for (const item of items) {
        const lists = itemChoiceLists(item);
        if (type === 'calculation') {
          expect(lists).toEqual([]);
          continue;
        }
        expect(lists.length, item.id).toBeGreaterThan(0);
        for (const list of lists) {
          expect(
            list.keys.every((key) => key >= 0 && key < list.options.length),
            item.id,
          ).toBe(true);
          if (list.single) expect(list.keys, item.id).toHaveLength(1);
        }
      }
    }
    const bowTie = bank.find((item) => item.itemType === 'bow-tie');
    if (bowTie?.itemType !== 'bow-tie') throw new Error('no bow-tie');
    expect(itemChoiceLists(bowTie).map((list) => list.keys)).toEqual([
      [bowTie.correctCondition],
      bowTie.correctActions,
      bowTie.correctParameters,
    ]);
  });

  it('flags an item that tests the point of another in other words, on the later item', () => {
    const first = buildQuestion(1, {
      topic: 'Airborne precautions for tuberculosis',
      options: [
        'Place the client in an airborne infection isolation room',
        'Use a surgical mask for the client during transport only',
        'Keep the door open for observation',
        'Wear a gown and gloves only',
      ],
      correctAnswer: 0,
      explanation: explanationFor(0, 1),
    });
    const second = buildQuestion(2, {
      topic: 'Tuberculosis: airborne precautions',
      options: [
        'Ask the client to cough into a tissue',
        'Admit the client to an airborne infection isolation room with negative pressure',
        'Assign the client to a semiprivate room',
        'Provide disposable meal trays',
      ],
      correctAnswer: 1,
      explanation: explanationFor(1, 2),
    });
    const reasons = checkItems([first, second]).map((problem) => `${problem.itemId}: ${problem.reason}`);
    expect(reasons).toEqual([
      'test-002: tests the same point as "test-001" (content/questions/test.json): alike topics and keys 50% alike; test another point.',
    ]);
  });
});
