import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { referenceData } from '../testing/reference-data';
import { buildZip, manifestNaming, renameEntry } from '../testing/zip-fixtures';
import { IMPORT_LIMITS, ItemFileError } from '../types';
import { readQtiItemFile, readQtiPackage } from './read-qti-package';

const bbqs = () => readQtiPackage('BBQsTest.zip', readFileSync(referenceData('qti3/BBQsTest/BBQsTest.zip')));
const bpig = (name: string) => readQtiItemFile(name, readFileSync(referenceData('qti3/bpig-items', name)));
const identifierOf = (label: string) => /^item (\S+)/.exec(label)?.[1];

const FOUR_CHOICES = `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="q1" title="Q">
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier">
    <qti-correct-response><qti-value>B</qti-value></qti-correct-response>
  </qti-response-declaration>
  <qti-item-body>
    <p>Which one?</p>
    <qti-choice-interaction response-identifier="RESPONSE" max-choices="1">
      <qti-simple-choice identifier="A">a</qti-simple-choice><qti-simple-choice identifier="B">b</qti-simple-choice>
      <qti-simple-choice identifier="C">c</qti-simple-choice><qti-simple-choice identifier="D">d</qti-simple-choice>
    </qti-choice-interaction>
  </qti-item-body>
  <qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>
</qti-assessment-item>`;

describe('reading a QTI 3 package: BBQsTest.zip (1EdTech)', () => {
  it('reads all 22 items of its manifest: each supported interaction mapped, each other one reported by name', async () => {
    const result = await bbqs();
    expect(result.format).toBe('qti3');
    expect(result.questions.length + result.problems.length).toBe(22);
    const mapped = Object.fromEntries(result.questions.map((q) => [identifierOf(q.label), q.item.itemType]));
    expect(mapped).toEqual({
      'MultipleChoice-choice-polynomials': 'multiple-choice',
      'jumble-inlineChoice': 'drop-down-cloze',
      'order-mountains': 'ordered-response',
      'order-maths': 'ordered-response',
      'jumble-gapMatch': 'drag-and-drop-cloze',
    });
    const reasons = Object.fromEntries(result.problems.map((p) => [identifierOf(p.question), p.reason]));
    expect(reasons['upload-file']).toBe('the upload interaction has no NCLEX item type.');
    expect(reasons['essay-vacation']).toBe('the extended-text interaction has no NCLEX item type.');
    expect(reasons['hotspot-maximum']).toBe('the select-point interaction has no NCLEX item type.');
    expect(reasons['matching-associate-trigDeriv']).toBe('the associate interaction has no NCLEX item type.');
    expect(reasons['QuizBowl-multi-geometry']).toBe(
      'it combines inline-choice and text-entry interactions: a Nightingale item has one kind of answer.',
    );
    // A choice with four options reads; two options (true/false, either-or) cannot be NCLEX multiple choice.
    expect(reasons['TF-choice']).toBe(
      "multiple choice with 2 options: Nightingale's multiple-choice items have exactly 4 options.",
    );
    // max-choices="0" with a mapping is select all that apply, refused here for its four options.
    expect(reasons['MultipleAnswer-choice-materials']).toBe(
      'As select-all-that-apply: options must hold 5 to 10 texts.',
    );
    expect(reasons['matching-match-trigDeriv']).toBe('As matrix-multiple-choice: rows must hold 4 to 10 texts.');
  });

  it('labels an item by its identifier and path, and maps an inline choice jumble to drop-downs with their keys', async () => {
    const result = await bbqs();
    const jumble = result.questions.find(
      (q) => q.label === 'item jumble-inlineChoice (id-377d71221b04/jumble-inlineChoice.xml)',
    );
    expect(jumble?.item).toMatchObject({
      itemType: 'drop-down-cloze',
      text: 'The bandit killed her {{0}} and burned her {{1}}, then jumped on her {{2}} and rode away.',
    });
  });
});

describe('reading single QTI 3 items (BPIG examples)', () => {
  it('choice with max-choices equal to its options and two keys is select all that apply', () => {
    expect(bpig('QTI3multiplechoice2.xml').questions[0]?.item).toMatchObject({
      itemType: 'select-all-that-apply',
      stem: 'Which of the following elements are used to form water?',
      options: ['Hydrogen', 'Helium', 'Carbon', 'Oxygen', 'Nitrogen', 'Chlorine'],
      correctAnswers: [0, 3],
    });
  });

  it('match (map_response) is matrix multiple choice: rows the first set, columns the second', () => {
    expect(bpig('QTI3-match.xml').questions[0]?.item).toMatchObject({
      itemType: 'matrix-multiple-choice',
      rows: ['Capulet', 'Demetrius', 'Lysander', 'Prospero'],
      columns: ["A Midsummer-Night's Dream", 'Romeo and Juliet', 'The Tempest'],
      correctAnswers: [1, 0, 0, 2],
    });
  });

  it('hottext is highlight text, each hottext a span, the key the correct one', () => {
    const item = bpig('hot-text-example-1.xml').questions[0]?.item;
    expect(item).toMatchObject({ itemType: 'highlight-text', correctAnswers: [1] });
    expect(item?.itemType === 'highlight-text' && item.passage).toContain('[[who bought]] advertising time');
  });

  it('gap match (map_response) is a drag-and-drop cloze; inline choice a drop-down cloze', () => {
    expect(bpig('gap-match-example-1.xml').questions[0]?.item).toMatchObject({ itemType: 'drag-and-drop-cloze' });
    expect(bpig('QTI3-inline-choice.xml').questions[0]?.item).toMatchObject({
      itemType: 'drop-down-cloze',
      stem: "Identify the missing word in this famous quote from Shakespeare's Richard III.",
    });
  });

  it('order with three choices and associate are problems saying why', () => {
    expect(bpig('QTI3-order.xml').problems[0]?.reason).toBe('As ordered-response: options must hold 4 to 6 texts.');
    expect(bpig('QTI3-associate.xml').problems[0]?.reason).toBe('the associate interaction has no NCLEX item type.');
  });

  it('reads every BPIG and shared-vocabulary item without a crash', () => {
    for (const folder of ['bpig-items', 'shared-vocabulary']) {
      for (const name of readdirSync(referenceData('qti3', folder))) {
        const result = readQtiItemFile(name, readFileSync(referenceData('qti3', folder, name)));
        expect(result.questions.length + result.problems.length, name).toBe(1);
      }
    }
  });
});

describe('reading a QTI 3 package: files refused whole', () => {
  it('a file named .zip that is not a zip', async () => {
    await expect(readQtiPackage('items.zip', Buffer.from('not a zip at all'))).rejects.toThrow(
      /^items.zip is not a zip file that can be read/,
    );
  });

  it('a zip bomb: stops at the unpacked limit as it inflates', async () => {
    const zeros = Buffer.alloc(IMPORT_LIMITS.unpackedBytes + 1024 * 1024);
    const bomb = await buildZip({ 'imsmanifest.xml': manifestNaming(['big.xml']), 'big.xml': zeros });
    expect(bomb.length).toBeLessThan(IMPORT_LIMITS.fileBytes);
    await expect(readQtiPackage('bomb.zip', bomb)).rejects.toThrow(
      'bomb.zip unpacks to more than 50 MB: a package may unpack to at most that.',
    );
  });

  it('a zip of more entries than the limit', async () => {
    const files = Object.fromEntries(
      Array.from({ length: IMPORT_LIMITS.zipEntries + 1 }, (_, n) => [`f${n}.txt`, 'x']),
    );
    await expect(readQtiPackage('many.zip', await buildZip(files))).rejects.toThrow(
      `many.zip holds ${IMPORT_LIMITS.zipEntries + 1} files: a package may hold at most ${IMPORT_LIMITS.zipEntries}.`,
    );
  });

  it('an entry named ../evil.xml', async () => {
    const zip = renameEntry(
      await buildZip({ 'imsmanifest.xml': manifestNaming([]), 'xx/evil.xml': '<x/>' }),
      'xx/evil.xml',
      '../evil.xml',
    );
    const refusal = readQtiPackage('evil.zip', zip);
    await expect(refusal).rejects.toThrow(ItemFileError);
    await expect(readQtiPackage('evil.zip', zip)).rejects.toThrow(
      /an entry is named outside the package: \.\.\/evil\.xml/,
    );
  });

  it('a manifest naming a file outside the package', async () => {
    const zip = await buildZip({ 'imsmanifest.xml': manifestNaming(['../../etc/passwd']), 'q1.xml': FOUR_CHOICES });
    await expect(readQtiPackage('out.zip', zip)).rejects.toThrow(
      `out.zip's manifest names "../../etc/passwd", a path outside the package: Nightingale refuses it.`,
    );
    const absolute = await buildZip({ 'imsmanifest.xml': manifestNaming(['http://example.com/q1.xml']) });
    await expect(readQtiPackage('url.zip', absolute)).rejects.toThrow(/a path outside the package/);
  });

  it('an item with a DTD or an external entity (XXE): refused, never fetched', async () => {
    const xxe = FOUR_CHOICES.replace(
      '<qti-assessment-item',
      '<!DOCTYPE x [<!ENTITY e SYSTEM "http://127.0.0.1/secret">]>\n<qti-assessment-item',
    );
    const zip = await buildZip({ 'imsmanifest.xml': manifestNaming(['q1.xml']), 'q1.xml': xxe });
    await expect(readQtiPackage('xxe.zip', zip)).rejects.toThrow('q1.xml declares a DTD or entities');
    expect(() => readQtiItemFile('xxe.xml', Buffer.from(xxe))).toThrow(ItemFileError);
  });

  it('a package without a manifest', async () => {
    await expect(readQtiPackage('bare.zip', await buildZip({ 'q1.xml': FOUR_CHOICES }))).rejects.toThrow(
      'bare.zip has no imsmanifest.xml: upload a QTI 3 content package.',
    );
  });
});

describe('reading a QTI 3 package: one bad item', () => {
  it("a malformed item or a missing file is that item's problem; the rest are read", async () => {
    const zip = await buildZip({
      'imsmanifest.xml': manifestNaming(['items/q1.xml', 'items/broken.xml', 'items/missing.xml']),
      'items/q1.xml': FOUR_CHOICES,
      'items/broken.xml': '<qti-assessment-item><qti-item-body></qti-assessment-item>',
    });
    const result = await readQtiPackage('mixed.zip', zip);
    expect(result.questions.map((q) => q.item)).toMatchObject([
      { id: 'q1', itemType: 'multiple-choice', correctAnswer: 1, stem: 'Which one?' },
    ]);
    expect(result.problems.map((p) => p.question)).toEqual([
      'item r1 (items/broken.xml)',
      'item r2 (items/missing.xml)',
    ]);
  });
});
