import { describe, expect, it } from 'vitest';
import type { ItemFormat } from '../../../../shared/item-bank/schemas';
import { ITEM_TYPES, type ItemType, type QuestionContent } from '../../../../shared/items/registry';
import { buildQuestion, buildSataQuestion } from '../../../testing/question-factory';
import { readItemFile } from './read-item-file';
import { bankSamples } from './testing/bank-samples';
import { writeItemFile } from './write-item-file';

/** The item types each format carries (docs/item-formats.md); the others are skipped on export. */
const CARRIED: Record<ItemFormat, ItemType[]> = {
  gift: ['multiple-choice', 'select-all-that-apply', 'select-n', 'matrix-multiple-choice', 'calculation'],
  'moodle-xml': [
    'multiple-choice',
    'select-all-that-apply',
    'select-n',
    'matrix-multiple-choice',
    'calculation',
    'drop-down-cloze',
    'drag-and-drop-cloze',
    'ordered-response',
  ],
  qti3: [
    'multiple-choice',
    'select-all-that-apply',
    'select-n',
    'matrix-multiple-choice',
    'matrix-multiple-response',
    'highlight-text',
    'calculation',
    'drop-down-cloze',
    'drag-and-drop-cloze',
    'ordered-response',
  ],
};

const samples = bankSamples();
/** The test factory's ready items (question-factory.ts), without the file they came from. */
const factoryItems: QuestionContent[] = [buildQuestion(1), buildSataQuestion(2)].map(
  ({ sourceFile: _file, ...item }) => item,
);
const all = [...factoryItems, ...ITEM_TYPES.flatMap((type) => samples.get(type) ?? [])];
/** Moodle's ordering has no distractors: an ordered response that leaves options out is skipped there. */
const fitsMoodle = (item: QuestionContent) =>
  item.itemType !== 'ordered-response' || item.correctOrder.length === item.options.length;

describe.each(Object.keys(CARRIED) as ItemFormat[])('round trip through %s', (format) => {
  it('gives back every item it carries, deep equal (id, subject, topic, difficulty, client needs, exams, reference, rationale included)', async () => {
    expect(ITEM_TYPES.every((type) => (samples.get(type)?.length ?? 0) > 0)).toBe(true);
    const file = await writeItemFile(format, all, 'bank');
    const carried = all.filter(
      (item) => CARRIED[format].includes(item.itemType) && (format !== 'moodle-xml' || fitsMoodle(item)),
    );
    const read = await readItemFile(file.fileName, file.body);
    expect(read.problems).toEqual([]);
    expect(read.questions.map((question) => question.item)).toEqual(carried);
  });

  it('skips each item of a type it cannot carry, naming the item and the reason', async () => {
    const file = await writeItemFile(format, all, 'bank');
    const skipped = all.filter(
      (item) => !CARRIED[format].includes(item.itemType) || (format === 'moodle-xml' && !fitsMoodle(item)),
    );
    expect(file.skipped.map((problem) => problem.question)).toEqual(
      skipped.map((item) => `item ${item.id} (${item.itemType})`),
    );
    expect(file.skipped.every((problem) => problem.reason.length > 20)).toBe(true);
  });
});

it('an item with exhibits, or of a case study, is skipped by every format: none has a place for them', async () => {
  const [first] = samples.get('multiple-choice') ?? [];
  if (!first) throw new Error('no multiple-choice sample');
  const withExhibits = {
    ...first,
    exhibits: [{ kind: 'note', title: 'Note', text: 'Alert.' }],
  } as unknown as QuestionContent;
  const ofCaseStudy: QuestionContent = { ...first, id: 'cs-item-1', cjmmStep: 'recognize cues' };
  for (const format of Object.keys(CARRIED) as ItemFormat[]) {
    const file = await writeItemFile(format, [withExhibits, ofCaseStudy], 'bank');
    expect(file.skipped.map((problem) => problem.reason)).toEqual([
      expect.stringMatching(/has no place for its exhibits\.$/),
      expect.stringMatching(/^it is an item of a case study, whose scenario and chart .+ cannot carry\.$/),
    ]);
  }
});
