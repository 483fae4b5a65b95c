import { type GIFTQuestion, parse } from 'gift-pegjs';
import { buildReadQuestion, questionLabel, ReadCollector } from '../common/build-item';
import { decodeUtf8 } from '../common/file-text';
import { fieldsFromCategory, isItemId, pickNightingaleFields } from '../common/nightingale-fields';
import type { ReadResult } from '../types';
import { type GiftTypeHints, giftText, joinedFeedback, mapGiftQuestion } from './gift-mapping';
import { splitGift } from './split-gift';

/** The `// nightingale: {...}` line Nightingale writes before each question it exports. */
export const NIGHTINGALE_COMMENT = '// nightingale:';

/** Moodle's ordering question in GIFT (qtype_ordering's extension): an answer block opening with `{>`. */
const ORDERING_EXTENSION = /(^|[^\\])\{>/;

/** The JSON of a block's nightingale comment line, or an empty object (a broken line is ignored). */
function commentFields(block: string): Record<string, unknown> {
  const line = block.split('\n').find((text) => text.trimStart().startsWith(NIGHTINGALE_COMMENT));
  if (!line) return {};
  try {
    const value: unknown = JSON.parse(line.trimStart().slice(NIGHTINGALE_COMMENT.length));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The type hints of a comment line, each kept only when it has the right shape. */
function typeHints(raw: Record<string, unknown>): GiftTypeHints {
  const hints: GiftTypeHints = {};
  if (typeof raw.itemType === 'string') hints.itemType = raw.itemType;
  if (typeof raw.unit === 'string' && raw.unit.trim() !== '') hints.unit = raw.unit.trim();
  if (Number.isInteger(raw.decimals)) hints.decimals = raw.decimals as number;
  if (Array.isArray(raw.columns) && raw.columns.every((column) => typeof column === 'string')) {
    hints.columns = raw.columns as string[];
  }
  return hints;
}

/** The first line of a parser error, with where it is in the file. */
function syntaxReason(error: unknown, firstLine: number): string {
  const located = error as { message?: string; location?: { start?: { line?: number } } };
  const line = located.location?.start?.line;
  const where = line ? ` (line ${firstLine + line - 1})` : '';
  const message = (located.message ?? 'unreadable').split('\n')[0];
  return `GIFT syntax error${where}: ${message}`;
}

/**
 * Reads a GIFT file (Moodle's text format; parsed by gift-pegjs one question at a time): each
 * question mapped as `mapGiftQuestion` says, with the subject and topic of its `$CATEGORY:` and
 * the fields of its `// nightingale:` line, the title `::id::` as the id when it is a valid one.
 * A question the parser or the mapping refuses is a problem; the rest are read. Throws
 * ItemFileError for a file that is not UTF-8.
 */
export function readGift(fileName: string, bytes: Uint8Array): ReadResult {
  const text = decodeUtf8(fileName, bytes);
  const collector = new ReadCollector();
  let category: string | null = null;
  let position = 0;
  for (const block of splitGift(text)) {
    if (ORDERING_EXTENSION.test(block.text)) {
      position += 1;
      const title = /::((?:\\.|[^:])*)::/.exec(block.text)?.[1]?.trim() ?? null;
      collector.problem(
        questionLabel({ position, title, category }),
        "Moodle's ordering extension {>...} is not GIFT that Nightingale reads: export the question as Moodle XML, where ordering maps to ordered response.",
      );
      continue;
    }
    let parsed: GIFTQuestion[];
    try {
      parsed = parse(`${block.text}\n`);
    } catch (error) {
      position += 1;
      collector.problem(questionLabel({ position, title: null, category }), syntaxReason(error, block.line));
      continue;
    }
    const raw = commentFields(block.text);
    for (const question of parsed) {
      if (question.type === 'Category') {
        category = question.title.trim();
        continue;
      }
      position += 1;
      const title = question.title?.trim() || null;
      const choices = 'choices' in question && Array.isArray(question.choices) ? question.choices : [];
      const explanation =
        'globalFeedback' in question ? giftText(question.globalFeedback) || joinedFeedback(choices) : '';
      const carried = {
        ...fieldsFromCategory(category),
        ...(isItemId(title) ? { id: title } : {}),
        ...pickNightingaleFields(raw),
      };
      const source = { fileName, position, title, category, stem: giftText(question.stem), explanation };
      collector.attempt(questionLabel({ position, title, category }), () =>
        buildReadQuestion(source, mapGiftQuestion(question, typeHints(raw)), carried),
      );
    }
  }
  return { format: 'gift', questions: collector.questions, problems: collector.problems };
}
