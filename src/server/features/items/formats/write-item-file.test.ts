import { describe, expect, it } from 'vitest';
import type { QuestionContent } from '../../../../shared/items/registry';
import { buildQuestion, buildSataQuestion } from '../../../testing/question-factory';
import { readGift } from './gift/read-gift';
import { readZipEntries } from './qti3/read-zip';
import { readItemFile } from './read-item-file';
import { ItemFileError } from './types';
import { writeItemFile } from './write-item-file';

const plain = <T extends { sourceFile: string }>({ sourceFile: _file, ...item }: T) =>
  item as unknown as QuestionContent;
const mc = plain(buildQuestion(1));
const sata = plain(buildSataQuestion(2));

describe('writing GIFT', () => {
  it('escapes ~ = # { } : and the backslash, writes newlines as \\n, and reads them back', async () => {
    const tricky = {
      ...mc,
      stem: 'Dose: 5 mg {IV} = 2 mL ~ #1 \\ now?\nSecond line',
      options: ['a = b', 'c ~ d', 'e # f', 'g: {h}'],
    };
    const file = await writeItemFile('gift', [tricky], 'bank');
    const text = file.body.toString('utf8');
    expect(text).toContain('::test-001::[plain]Dose\\: 5 mg \\{IV\\} \\= 2 mL \\~ \\#1 \\\\ now?\\nSecond line {');
    expect(text).toContain('~a \\= b');
    expect(readGift(file.fileName, file.body).questions[0]?.item).toEqual(tricky);
  });

  it('skips an item with an option starting like a weight (%50%), which GIFT cannot escape', async () => {
    const file = await writeItemFile(
      'gift',
      [{ ...mc, options: ['%50% of the dose', 'b', 'c', 'd'] } as QuestionContent],
      'bank',
    );
    expect(file.skipped).toEqual([
      {
        question: 'item test-001 (multiple-choice)',
        reason: 'an option starts with a percentage like %50%, which GIFT reads as a weight and cannot escape.',
      },
    ]);
  });

  it('writes SATA weights by the +/- rule and the bank fields on a // nightingale: line', async () => {
    const text = (await writeItemFile('gift', [sata], 'bank')).body.toString('utf8');
    expect(text).toContain('~%33.33333%');
    expect(text).toContain('~%-33.33333%');
    expect(text).toMatch(/^\$CATEGORY: \$course\$\/.+\n\n\/\/ nightingale: \{"subject":/);
    expect(text).toContain('"itemType":"select-all-that-apply"');
  });
});

describe('writing Moodle XML', () => {
  it("follows Moodle's fixtures: quiz, category, question with name, questiontext, generalfeedback, idnumber, answers, tags", async () => {
    const file = await writeItemFile('moodle-xml', [mc], 'bank');
    expect(file.fileName).toBe('bank.xml');
    const text = file.body.toString('utf8');
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<quiz>\n {2}<question type="category">/);
    expect(text).toContain('<question type="multichoice">');
    expect(text).toContain('<questiontext format="html">');
    expect(text).toContain('<generalfeedback format="html">');
    expect(text).toContain('<idnumber>test-001</idnumber>');
    expect(text).toContain('<single>true</single>');
    expect(text).toContain(`<answer fraction="100" format="html">`);
    expect(text).toContain('<text>difficulty:medium</text>');
  });
});

describe('writing a QTI 3 package', () => {
  it('writes imsmanifest.xml with imsqti_item_xmlv3p0 resources and one item XML per item in the QTI 3 namespace', async () => {
    const file = await writeItemFile('qti3', [mc, sata], 'bank');
    expect(file).toMatchObject({ fileName: 'bank.zip', contentType: 'application/zip', skipped: [] });
    const entries = await readZipEntries(file.fileName, file.body);
    expect([...entries.keys()]).toEqual(['imsmanifest.xml', 'items/test-001.xml', 'items/sata-002.xml']);
    const manifest = entries.get('imsmanifest.xml')?.toString('utf8') ?? '';
    expect(manifest).toContain('<resource identifier="test-001" type="imsqti_item_xmlv3p0" href="items/test-001.xml">');
    const item = entries.get('items/sata-002.xml')?.toString('utf8') ?? '';
    expect(item).toContain('xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0"');
    expect(item).toContain('<qti-mapping default-value="-1" lower-bound="0">');
    expect(item).toContain('<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float">');
    expect(item).toContain('<qti-choice-interaction response-identifier="RESPONSE" shuffle="false" max-choices="0">');
    expect(item).toContain('template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/map_response.xml"');
  });
});

describe('readItemFile', () => {
  it('refuses an unknown extension, naming the accepted ones', async () => {
    await expect(readItemFile('bank.docx', Buffer.from('x'))).rejects.toThrow(
      'bank.docx is not a file Nightingale reads here: upload .gift, .txt, .xml, .zip (GIFT, Moodle XML or a QTI 3 package), or .json / .csv.',
    );
  });

  it('refuses a file over the size limit', async () => {
    await expect(readItemFile('big.gift', Buffer.alloc(10 * 1024 * 1024 + 1))).rejects.toThrow(ItemFileError);
  });

  it('refuses a file of more than 2,000 questions', async () => {
    const questions = Array.from({ length: 2001 }, (_, n) => `::Q${n}:: Which? {=a ~b ~c ~d}`).join('\n\n');
    await expect(readItemFile('many.gift', Buffer.from(questions))).rejects.toThrow(
      'many.gift holds more than 2000 questions: split it and upload the parts.',
    );
  });

  it('reads .txt as GIFT and an .xml holding a QTI item as QTI', async () => {
    const gift = await writeItemFile('gift', [mc], 'bank');
    expect((await readItemFile('bank.txt', gift.body)).format).toBe('gift');
    const qti = await writeItemFile('qti3', [mc], 'bank');
    const entries = await readZipEntries('bank.zip', qti.body);
    const single = await readItemFile('item.xml', entries.get('items/test-001.xml') ?? Buffer.alloc(0));
    expect(single.format).toBe('qti3');
    expect(single.questions[0]?.item).toEqual(mc);
  });
});
