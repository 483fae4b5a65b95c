import type { ImportProblem } from '../../../../../shared/item-bank/schemas';
import type { QuestionContent } from '../../../../../shared/items/registry';
import { beyondFormats } from '../common/beyond-formats';
import { optionWeights } from '../common/choice-mapping';
import { percentText } from '../common/file-text';
import { escapeXml, textToHtml } from '../common/html-text';
import type { WrittenFile } from '../types';
import { tagsFor } from './moodle-tags';

const MOODLE_SKIP_REASON =
  'Moodle XML has no question type for it (it carries multiple choice, select all that apply, select N, matrix multiple choice, calculation, drop-down cloze, drag-and-drop cloze and ordered response).';

/** `<name format="html"><text>escaped HTML</text></name>`, indented. */
const htmlField = (name: string, html: string) =>
  `    <${name} format="html">\n      <text>${escapeXml(html)}</text>\n    </${name}>`;
const plain = (name: string, text: string) => `    <${name}>${escapeXml(text)}</${name}>`;
const answer = (fraction: number, text: string, format = 'html') =>
  `    <answer fraction="${percentText(fraction)}" format="${format}">\n      <text>${escapeXml(format === 'html' ? textToHtml(text) : text)}</text>\n    </answer>`;

/** The cloze-like text (Moodle gaps `[[k]]`) of a text with `{{i}}` slots, `k` the one-based choice of slot i. */
const withGaps = (text: string, choiceOfSlot: (slot: number) => number) =>
  text.replace(/\{\{(\d+)\}\}/g, (_whole, slot: string) => `[[${choiceOfSlot(Number(slot))}]]`);

/** The Moodle type and type-specific elements of `item`, its question text, or why Moodle cannot carry it. */
function bodyOf(item: QuestionContent): { type: string; questionText: string; elements: string[] } | string {
  switch (item.itemType) {
    case 'multiple-choice':
    case 'select-all-that-apply':
    case 'select-n': {
      const keys = item.itemType === 'multiple-choice' ? [item.correctAnswer] : item.correctAnswers;
      const weights = optionWeights(item.itemType, item.options.length, keys);
      return {
        type: 'multichoice',
        questionText: item.stem,
        elements: [
          plain('single', item.itemType === 'multiple-choice' ? 'true' : 'false'),
          plain('shuffleanswers', 'true'),
          plain('answernumbering', 'ABCD'),
          ...item.options.map((option, index) => answer(weights[index] ?? 0, option)),
        ],
      };
    }
    case 'calculation':
      return {
        type: 'numerical',
        questionText: item.stem,
        elements: [
          answer(100, String(item.answer), 'moodle_auto_format').replace(
            '</text>',
            '</text>\n      <tolerance>0</tolerance>',
          ),
          `    <units>\n      <unit>\n        <multiplier>1</multiplier>\n        <unit_name>${escapeXml(item.unit)}</unit_name>\n      </unit>\n    </units>`,
          plain('unitgradingtype', '0'),
          plain('showunits', '3'),
          plain('unitsleft', '0'),
        ],
      };
    case 'matrix-multiple-choice': {
      // Every column first as an answer without a question, so Moodle's choices keep the columns' order.
      const pair = (row: string, column: string) =>
        `    <subquestion format="html">\n      <text>${escapeXml(row === '' ? '' : textToHtml(row))}</text>\n      <answer>\n        <text>${escapeXml(column)}</text>\n      </answer>\n    </subquestion>`;
      return {
        type: 'matching',
        questionText: item.stem,
        elements: [
          plain('shuffleanswers', 'true'),
          ...item.columns.map((column) => pair('', column)),
          ...item.rows.map((row, index) => pair(row, item.columns[item.correctAnswers[index] ?? 0] ?? '')),
        ],
      };
    }
    case 'drop-down-cloze': {
      const firsts = item.dropdowns.map((_, index) =>
        item.dropdowns.slice(0, index).reduce((sum, dropdown) => sum + dropdown.options.length, 0),
      );
      return {
        type: 'gapselect',
        questionText: `${item.stem}\n\n${withGaps(item.text, (slot) => (firsts[slot] ?? 0) + (item.dropdowns[slot]?.correctAnswer ?? 0) + 1)}`,
        elements: [
          plain('shuffleanswers', '0'),
          ...item.dropdowns.flatMap((dropdown, group) =>
            dropdown.options.map(
              (option) =>
                `    <selectoption>\n      <text>${escapeXml(option)}</text>\n      <group>${group + 1}</group>\n    </selectoption>`,
            ),
          ),
        ],
      };
    }
    case 'drag-and-drop-cloze':
      return {
        type: 'ddwtos',
        questionText: `${item.stem}\n\n${withGaps(item.text, (slot) => (item.correctAnswers[slot] ?? 0) + 1)}`,
        elements: [
          plain('shuffleanswers', '0'),
          ...item.tokens.map(
            (token) => `    <dragbox>\n      <text>${escapeXml(token)}</text>\n      <group>1</group>\n    </dragbox>`,
          ),
        ],
      };
    case 'ordered-response': {
      if (item.correctOrder.length !== item.options.length) {
        return 'Moodle ordering puts every option in order: it has no place for the distractors this item leaves out.';
      }
      return {
        type: 'ordering',
        questionText: item.stem,
        elements: [
          plain('layouttype', 'VERTICAL'),
          plain('selecttype', 'ALL'),
          plain('selectcount', String(item.options.length)),
          plain('gradingtype', 'ABSOLUTE_POSITION'),
          // The answers in the item's option order, each with its place in the right order as its fraction (Moodle's ordering export).
          ...item.options.map((option, index) =>
            answer(item.correctOrder.indexOf(index) + 1, option, 'moodle_auto_format'),
          ),
        ],
      };
    }
    default:
      return MOODLE_SKIP_REASON;
  }
}

/** Moodle writes "/" inside a category name as "//". */
const categoryPath = (item: QuestionContent) =>
  ['$course$', item.subject, item.topic].map((part) => part.replace(/\//g, '//')).join('/');

/**
 * Writes `items` as one Moodle XML file, following Moodle's own fixtures: `<quiz>`, a
 * `type="category"` question `$course$/Subject/Topic` whenever it changes, then per item
 * `<question type="...">` with `<name>`, `<questiontext format="html">`, `<generalfeedback>` (the
 * rationale, then "Reference: ..." as its last paragraph), `<idnumber>` (the id), the type's
 * answers, and tags for difficulty, client needs, exams and the item type. Types Moodle cannot
 * carry go to `skipped`.
 */
export function writeMoodleXml(items: QuestionContent[], baseName: string): WrittenFile {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  const skipped: ImportProblem[] = [];
  let category = '';
  for (const item of items) {
    const body = bodyOf(item);
    if (typeof body === 'string') {
      skipped.push({ question: `item ${item.id} (${item.itemType})`, reason: body });
      continue;
    }
    const beyond = beyondFormats(item, 'Moodle XML');
    if (beyond) {
      skipped.push({ question: `item ${item.id} (${item.itemType})`, reason: beyond });
      continue;
    }
    if (categoryPath(item) !== category) {
      category = categoryPath(item);
      parts.push(
        `  <question type="category">\n    <category>\n      <text>${escapeXml(category)}</text>\n    </category>\n  </question>`,
      );
    }
    const name = item.stem.length > 80 ? `${item.stem.slice(0, 77)}...` : item.stem;
    parts.push(
      [
        `  <question type="${body.type}">`,
        `    <name>\n      <text>${escapeXml(name.replace(/\s+/g, ' '))}</text>\n    </name>`,
        htmlField('questiontext', textToHtml(body.questionText)),
        htmlField(
          'generalfeedback',
          textToHtml(`${item.explanation}\n\nReference: ${item.reference.replace(/\s+/g, ' ')}`),
        ),
        plain('defaultgrade', '1'),
        plain('penalty', '0'),
        plain('hidden', '0'),
        plain('idnumber', item.id),
        ...body.elements,
        `    <tags>\n${tagsFor(item)
          .map((tag) => `      <tag>\n        <text>${escapeXml(tag)}</text>\n      </tag>`)
          .join('\n')}\n    </tags>`,
        '  </question>',
      ].join('\n'),
    );
  }
  parts.push('</quiz>', '');
  return {
    fileName: `${baseName}.xml`,
    contentType: 'application/xml; charset=utf-8',
    body: Buffer.from(parts.join('\n'), 'utf8'),
    skipped,
  };
}
