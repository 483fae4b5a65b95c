import { type Mapped, mapped, unmappable } from '../common/build-item';
import { mapChoiceQuestion } from '../common/choice-mapping';
import { decimalPlaces } from '../common/file-text';
import { htmlToText } from '../common/html-text';
import { readCloze } from './moodle-cloze';
import { fractionPercent, isMoodleGrade } from './moodle-grades';
import { attribute, child, children, type MoodleNode, ownText, rawField } from './moodle-nodes';
import type { MoodleTagHints } from './moodle-tags';

/** The stem given to a cloze-like question whose text has no paragraph before its first gap. */
export const DEFAULT_CLOZE_STEM = 'Choose the words that complete the text.';

/** A Moodle question's own fields mapped, and its stem (for cloze-like types, the paragraphs before the first gap). */
export interface MoodleMapping {
  result: Mapped;
  stem: string;
}

/** Splits a cloze-like text at the first paragraph holding a gap `{{0}}`: the paragraphs before are the stem. */
export function splitClozeStem(text: string): { stem: string; text: string } {
  const paragraphs = text.split('\n\n');
  const first = paragraphs.findIndex((paragraph) => paragraph.includes('{{'));
  if (first <= 0) return { stem: DEFAULT_CLOZE_STEM, text };
  return { stem: paragraphs.slice(0, first).join('\n\n'), text: paragraphs.slice(first).join('\n\n') };
}

/** The first answer fraction that is not one of Moodle's grades, as a reason; null when all are allowed. */
export function invalidGrade(question: MoodleNode): string | null {
  for (const answer of children(question, 'answer')) {
    const raw = attribute(answer, 'fraction');
    const percent = fractionPercent(raw);
    if (!Number.isFinite(percent) || !isMoodleGrade(percent)) {
      return `invalid grade ${raw ?? ''}: Moodle allows only its list of grades (100, 90, 83.33333, ... 5, 0 and their negatives).`;
    }
  }
  return null;
}

const answersOf = (question: MoodleNode) =>
  children(question, 'answer').map((answer) => ({
    text: ownText(answer),
    weight: fractionPercent(attribute(answer, 'fraction')),
  }));

/** A calculation from a number, its decimals as written (or the tags'), its unit from `<units>` (multiplier 1). */
function calculation(question: MoodleNode, answer: number, hints: MoodleTagHints): Mapped {
  const decimals = hints.decimals ?? decimalPlaces(answer);
  if (decimals > 2)
    return unmappable(`the answer ${answer} has more than 2 decimals: a calculation rounds to 0, 1 or 2.`);
  const units = children(child(question, 'units'), 'unit');
  const base = units.find((unit) => Number(ownTextOf(unit, 'multiplier') || '1') === 1) ?? units[0];
  const unit = base ? ownTextOf(base, 'unit_name') : '';
  return mapped('calculation', { answer, unit: unit || 'unit to be set', decimals });
}

const ownTextOf = (node: MoodleNode, name: string) => rawField(node, name).trim();

/** Gaps `[[k]]` of a text replaced by `{{i}}` in order, with the k of each. */
function gapsOf(text: string): { text: string; gaps: number[] } {
  const gaps: number[] = [];
  const replaced = text.replace(/\[\[(\d+)\]\]/g, (_whole, k: string) => {
    gaps.push(Number(k));
    return `{{${gaps.length - 1}}}`;
  });
  return { text: replaced, gaps };
}

/** A gap-select ("select missing words") question as a drop-down cloze: each gap's drop-down is its group's choices. */
function gapSelect(question: MoodleNode, questionText: string): MoodleMapping {
  const choices = children(question, 'selectoption').map((option) => ({
    text: ownText(option),
    group: ownTextOf(option, 'group') || '1',
  }));
  const { text, gaps } = gapsOf(questionText);
  const split = splitClozeStem(text);
  const dropdowns = [];
  for (const k of gaps) {
    const key = choices[k - 1];
    if (!key)
      return { result: unmappable(`the gap [[${k}]] names a choice the question does not have.`), stem: split.stem };
    const options = choices.filter((choice) => choice.group === key.group);
    dropdowns.push({ options: options.map((option) => option.text), correctAnswer: options.indexOf(key) });
  }
  return { result: mapped('drop-down-cloze', { text: split.text, dropdowns }), stem: split.stem };
}

/** A drag-and-drop-into-text question as a drag-and-drop cloze: the drag boxes are the tokens. */
function dragIntoText(question: MoodleNode, questionText: string): MoodleMapping {
  const boxes = children(question, 'dragbox').map((box) => ({
    text: ownText(box),
    group: ownTextOf(box, 'group') || '1',
  }));
  const { text, gaps } = gapsOf(questionText);
  const split = splitClozeStem(text);
  if (new Set(boxes.map((box) => box.group)).size > 1) {
    return {
      result: unmappable(
        "its drag boxes are in several groups: Nightingale's drag-and-drop cloze has one bank of tokens.",
      ),
      stem: split.stem,
    };
  }
  return {
    result: mapped('drag-and-drop-cloze', {
      text: split.text,
      tokens: boxes.map((box) => box.text),
      correctAnswers: gaps.map((k) => k - 1),
    }),
    stem: split.stem,
  };
}

/**
 * A Moodle question as a Nightingale item's own fields (docs/item-formats.md, "Moodle XML"), by
 * its `type`: multichoice, numerical, shortanswer (a number), matching, gapselect, ddwtos,
 * ordering, cloze (drop-downs only); the rest are problems naming the type.
 */
export function mapMoodleQuestion(question: MoodleNode, type: string, hints: MoodleTagHints): MoodleMapping {
  const questionText = htmlToText(rawField(question, 'questiontext'));
  const result = (r: Mapped): MoodleMapping => ({ result: r, stem: questionText });
  if (['multichoice', 'truefalse', 'shortanswer', 'numerical'].includes(type)) {
    const grade = invalidGrade(question);
    if (grade) return result(unmappable(grade));
  }
  switch (type) {
    case 'multichoice': {
      const single = ownTextOf(question, 'single') !== 'false' && ownTextOf(question, 'single') !== '0';
      return result(mapChoiceQuestion(answersOf(question), questionText, single, hints.itemType));
    }
    case 'truefalse':
      return result(unmappable('true/false has no NCLEX item type (multiple choice needs exactly 4 options).'));
    case 'numerical':
    case 'shortanswer': {
      const right = answersOf(question).filter((answer) => answer.weight === 100);
      const number = right.length === 1 && /^\d+(\.\d+)?$/.test(right[0]?.text ?? '') ? Number(right[0]?.text) : null;
      if (number === null) {
        return result(
          unmappable(
            type === 'numerical'
              ? 'a calculation has one answer worth 100%, a number.'
              : 'short answer has no NCLEX item type (only a numeric answer maps, to calculation).',
          ),
        );
      }
      return result(calculation(question, number, hints));
    }
    case 'match':
    case 'matching': {
      const pairs = children(question, 'subquestion').map((pair) => ({
        row: ownText(pair),
        column: ownText(child(pair, 'answer')),
      }));
      const columns = [...new Set(pairs.map((pair) => pair.column))];
      const rows = pairs.filter((pair) => pair.row !== '');
      return result(
        mapped('matrix-multiple-choice', {
          columns,
          rows: rows.map((pair) => pair.row),
          correctAnswers: rows.map((pair) => columns.indexOf(pair.column)),
        }),
      );
    }
    case 'gapselect':
      return gapSelect(question, questionText);
    case 'ddwtos':
      return dragIntoText(question, questionText);
    case 'ordering': {
      // Moodle's ordering writes each answer's place in the right order as its fraction ("1.0000000", "2.0000000").
      const answers = answersOf(question);
      const positions = children(question, 'answer').map((node) => Number(attribute(node, 'fraction')));
      const distinct = new Set(positions).size === positions.length && positions.every(Number.isFinite);
      const order = answers.map((_, index) => index);
      if (distinct) order.sort((a, b) => (positions[a] ?? 0) - (positions[b] ?? 0));
      return result(mapped('ordered-response', { options: answers.map((answer) => answer.text), correctOrder: order }));
    }
    case 'cloze':
    case 'multianswer': {
      const cloze = readCloze(questionText);
      if ('error' in cloze) return result(unmappable(cloze.error));
      const split = splitClozeStem(cloze.text);
      const dropdowns = cloze.parts.map((part) => ({
        options: part.answers.map((answer) => answer.text),
        correctAnswer: part.answers.findIndex((answer) => answer.weight === 100),
      }));
      return { result: mapped('drop-down-cloze', { text: split.text, dropdowns }), stem: split.stem };
    }
    case 'essay':
      return result(unmappable('essay has no NCLEX item type (Nightingale scores every item automatically).'));
    case 'description':
      return result(unmappable('a description is not a question: nothing to import.'));
    default:
      return result(unmappable(`the Moodle question type "${type}" has no NCLEX item type.`));
  }
}

/** The per-answer feedback of a question joined, for the rationale when it has no general feedback. */
export function answerFeedback(question: MoodleNode): string {
  return children(question, 'answer')
    .map((answer) => htmlToText(rawField(answer, 'feedback')))
    .filter((text) => text !== '')
    .join('\n');
}
