import type { GIFTQuestion, NumericalChoice, NumericalFormat, TextChoice, TextFormat } from 'gift-pegjs';
import { type Mapped, mapped, unmappable } from '../common/build-item';
import { mapChoiceQuestion } from '../common/choice-mapping';
import { decimalPlaces } from '../common/file-text';
import { htmlToText } from '../common/html-text';
import { decodeParserMarkers } from './gift-escape';

/** The extras a GIFT question's `// nightingale:` line carries for its type (docs/item-formats.md). */
export interface GiftTypeHints {
  itemType?: string;
  unit?: string;
  decimals?: number;
  columns?: string[];
}

/** The unit a calculation gets when the file does not say it (the author sets it before review). */
export const UNKNOWN_UNIT = 'unit to be set';

/** The plain text of a GIFT text: HTML and Moodle formats read as HTML, plain and Markdown as written. */
export function giftText(text: TextFormat | null | undefined): string {
  if (!text) return '';
  return text.format === 'html' || text.format === 'moodle' ? htmlToText(text.text) : text.text.trim();
}

/** A calculation from one number: its decimals as written (at most 2, or the hint's), its unit from the hint. */
function calculation(answer: number, hints: GiftTypeHints): Mapped {
  const decimals = hints.decimals ?? decimalPlaces(answer);
  if (decimals > 2)
    return unmappable(`the answer ${answer} has more than 2 decimals: a calculation rounds to 0, 1 or 2.`);
  return mapped('calculation', { answer, unit: hints.unit ?? UNKNOWN_UNIT, decimals });
}

/** The one right number of a numerical question, or why there is none. */
function numericalAnswer(choices: NumericalChoice[] | NumericalFormat): number | string {
  const list = Array.isArray(choices) ? choices : [{ isCorrect: true, weight: null, text: choices, feedback: null }];
  const right = list.filter((choice) => choice.isCorrect && (choice.weight === null || choice.weight === 100));
  const first = right[0];
  if (!first) return 'it has no answer worth 100%.';
  if (right.length > 1) return 'it has several answers worth 100%: a calculation has one answer.';
  const value = first.text;
  if (value.type === 'high-low') return 'a range low..high has no single answer: write the answer with a tolerance.';
  return value.number ?? 'it has no answer.';
}

/** The per-answer feedback of a question, joined, for the rationale when there is no general feedback. */
export function joinedFeedback(choices: (TextChoice | NumericalChoice)[]): string {
  return choices
    .map((choice) => giftText(choice.feedback))
    .filter((text) => text !== '')
    .join('\n');
}

/**
 * A GIFT question as a Nightingale item's own fields (docs/item-formats.md, "GIFT"): MC to
 * multiple choice or select-all-that-apply / select-N by the +/- rule, numerical (and a short
 * answer that is a number) to calculation, matching to matrix multiple choice; true/false, short
 * answer, essay and description have no NCLEX item type.
 */
export function mapGiftQuestion(question: Exclude<GIFTQuestion, { type: 'Category' }>, hints: GiftTypeHints): Mapped {
  const stem = giftText(question.stem);
  switch (question.type) {
    case 'MC': {
      const single = question.choices.every((choice) => choice.weight === null);
      const choices = question.choices.map((choice) => ({
        text: giftText(choice.text),
        weight: choice.weight ?? (choice.isCorrect ? 100 : null),
      }));
      if (single && choices.filter((choice) => choice.weight === 100).length !== 1) {
        return unmappable('a one-answer question must have exactly one "=" answer.');
      }
      return mapChoiceQuestion(choices, stem, single, hints.itemType);
    }
    case 'Numerical': {
      const answer = numericalAnswer(question.choices);
      return typeof answer === 'string' ? unmappable(answer) : calculation(answer, hints);
    }
    case 'Short': {
      const right = question.choices.filter((choice) => choice.isCorrect && (choice.weight ?? 100) === 100);
      const text = giftText(right[0]?.text);
      if (right.length === 1 && /^\d+(\.\d+)?$/.test(text)) return calculation(Number(text), hints);
      return unmappable('short answer has no NCLEX item type (only a numeric answer maps, to calculation).');
    }
    case 'Matching':
      return mapMatching(question.matchPairs, hints);
    case 'TF':
      return unmappable('true/false has no NCLEX item type (multiple choice needs exactly 4 options).');
    case 'Essay':
      return unmappable('essay has no NCLEX item type (Nightingale scores every item automatically).');
    case 'Description':
      return unmappable('a description is not a question: nothing to import.');
  }
}

/**
 * Matching to matrix multiple choice: each pair with a question is a row, the distinct answers the
 * columns (in the order the hint gives, else first seen; an answer with no question is an unused column).
 */
function mapMatching(pairs: { subquestion: TextFormat; subanswer: string }[], hints: GiftTypeHints): Mapped {
  const answerOf = (pair: { subanswer: string }) => decodeParserMarkers(pair.subanswer).trim();
  const seen: string[] = [];
  for (const pair of pairs) if (!seen.includes(answerOf(pair))) seen.push(answerOf(pair));
  const hinted = hints.columns;
  const columns =
    hinted && hinted.length === seen.length && hinted.every((column) => seen.includes(column)) ? hinted : seen;
  const rows = pairs.filter((pair) => giftText(pair.subquestion) !== '');
  return mapped('matrix-multiple-choice', {
    columns,
    rows: rows.map((pair) => giftText(pair.subquestion)),
    correctAnswers: rows.map((pair) => columns.indexOf(answerOf(pair))),
  });
}
