import type { ImportProblem } from '../../../../../shared/item-bank/schemas';
import type { QuestionContent } from '../../../../../shared/items/registry';
import { beyondFormats } from '../common/beyond-formats';
import { optionWeights } from '../common/choice-mapping';
import { percentText } from '../common/file-text';
import { nightingaleFieldsOf } from '../common/nightingale-fields';
import type { WrittenFile } from '../types';
import { escapeGift, looksLikeWeight } from './gift-escape';
import { NIGHTINGALE_COMMENT } from './read-gift';

/** The item types GIFT carries; the others are skipped with this reason. */
const GIFT_SKIP_REASON =
  'GIFT has no question type for it (it carries multiple choice, select all that apply, select N, calculation and matrix multiple choice).';

/** The answers block `{...}` of an item GIFT carries, and the type hints its comment line adds; null when GIFT cannot carry it. */
function answersOf(item: QuestionContent): { answers: string[]; hints: Record<string, unknown> } | string {
  if ('options' in item && item.options.some(looksLikeWeight)) {
    return 'an option starts with a percentage like %50%, which GIFT reads as a weight and cannot escape.';
  }
  switch (item.itemType) {
    case 'multiple-choice':
      return {
        answers: item.options.map(
          (option, index) => `${index === item.correctAnswer ? '=' : '~'}${escapeGift(option)}`,
        ),
        hints: {},
      };
    case 'select-all-that-apply':
    case 'select-n': {
      const weights = optionWeights(item.itemType, item.options.length, item.correctAnswers);
      return {
        answers: item.options.map((option, index) => `~%${percentText(weights[index] ?? 0)}%${escapeGift(option)}`),
        hints: {},
      };
    }
    case 'calculation':
      return { answers: [`#${item.answer}`], hints: { unit: item.unit, decimals: item.decimals } };
    case 'matrix-multiple-choice': {
      if ([...item.rows, ...item.columns].some((text) => text.includes('->'))) {
        return 'a row or column holds "->", which GIFT matching cannot write.';
      }
      const used = new Set(item.correctAnswers);
      return {
        answers: [
          ...item.rows.map(
            (row, index) => `=${escapeGift(row)} -> ${escapeGift(item.columns[item.correctAnswers[index] ?? 0] ?? '')}`,
          ),
          ...item.columns.filter((_, index) => !used.has(index)).map((column) => `= -> ${escapeGift(column)}`),
        ],
        hints: { columns: item.columns },
      };
    }
    default:
      return GIFT_SKIP_REASON;
  }
}

/** A category path for Moodle: `$course$/Subject/Topic` (slashes in the topic written as hyphens). */
const categoryOf = (item: QuestionContent) => `$course$/${item.subject}/${item.topic.replace(/\//g, '-')}`;

/**
 * Writes `items` as one GIFT file (Moodle's "GIFT format"): per item a `// nightingale: {json}`
 * line with the fields GIFT has no place for (subject, topic, difficulty, client needs, exams,
 * reference, the item type and its extras), a `$CATEGORY:` line when the subject or topic changes,
 * and `::id::[plain]stem{answers ####rationale}`. Types GIFT cannot carry go to `skipped`.
 */
export function writeGift(items: QuestionContent[], baseName: string): WrittenFile {
  const parts: string[] = [];
  const skipped: ImportProblem[] = [];
  let category = '';
  for (const item of items) {
    const written = answersOf(item);
    if (typeof written === 'string') {
      skipped.push({ question: `item ${item.id} (${item.itemType})`, reason: written });
      continue;
    }
    const beyond = beyondFormats(item, 'GIFT');
    if (beyond) {
      skipped.push({ question: `item ${item.id} (${item.itemType})`, reason: beyond });
      continue;
    }
    if (categoryOf(item) !== category) {
      category = categoryOf(item);
      parts.push(`$CATEGORY: ${category}`);
    }
    const { id, ...fields } = nightingaleFieldsOf(item);
    const comment = `${NIGHTINGALE_COMMENT} ${JSON.stringify({ ...fields, itemType: item.itemType, ...written.hints })}`;
    const body = [...written.answers, `####${escapeGift(item.explanation)}`].map((line) => `  ${line}`).join('\n');
    parts.push(`${comment}\n::${id}::[plain]${escapeGift(item.stem)} {\n${body}\n}`);
  }
  return {
    fileName: `${baseName}.gift`,
    contentType: 'text/plain; charset=utf-8',
    body: Buffer.from(`${parts.join('\n\n')}\n`, 'utf8'),
    skipped,
  };
}
