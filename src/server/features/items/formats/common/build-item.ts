import type { ImportProblem } from '../../../../../shared/item-bank/schemas';
import { type QuestionContent, questionContentSchema } from '../../../../../shared/items/registry';
import { ItemFileError, type ReadQuestion } from '../types';
import type { NightingaleFields } from './nightingale-fields';

/** What a format's mapping makes of one question: its type's own fields, or why it cannot be imported. */
export type Mapped =
  | { ok: true; fields: Record<string, unknown> & { itemType: string } }
  | { ok: false; reason: string };

/** A question the format cannot carry into Nightingale, with the reason. */
export const unmappable = (reason: string): Mapped => ({ ok: false, reason });
/** A question mapped to `itemType` with its own fields (options and key). */
export const mapped = (itemType: string, fields: Record<string, unknown>): Mapped => ({
  ok: true,
  fields: { itemType, ...fields },
});

/** Where a question is and what it says, for labels and defaults. */
export interface QuestionSource {
  fileName: string;
  /** One-based position of the question in the file. */
  position: number;
  /** The question's name or title in the file, if any. */
  title: string | null;
  category: string | null;
  stem: string;
  /** The question's feedback (the rationale), if any. */
  explanation: string | null;
}

/** `question 3 "Heart rate" (category Pharmacology)`: how a person finds the question in the file. */
export function questionLabel(source: Pick<QuestionSource, 'position' | 'title' | 'category'>): string {
  const title = source.title ? ` "${source.title.slice(0, 80)}"` : '';
  const category = source.category ? ` (category ${source.category.replace(/^\$[a-z]+\$\/?/, '')})` : '';
  return `question ${source.position}${title}${category}`;
}

/** The first words of `text`, for a label when a question has no title. */
const firstWords = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

/**
 * The item of a mapped question: its own fields, then the fields the file carries (`carried`), then
 * the defaults of types.ts ("Fundamentals of Nursing", the category's last part or "Imported",
 * "medium", "Safety and Infection Prevention and Control", ["rn"], "Imported from FILE",
 * "Rationale to be written."), checked by the item schemas. A schema refusal is a problem naming
 * the first issues, never a crash.
 */
export function buildReadQuestion(
  source: QuestionSource,
  result: Mapped,
  carried: NightingaleFields,
): { question: ReadQuestion } | { problem: ImportProblem } {
  const label = questionLabel({ ...source, title: source.title ?? (firstWords(source.stem) || null) });
  if (!result.ok) return { problem: { question: label, reason: result.reason } };
  const candidate = {
    id: carried.id ?? `imported-${source.position}`,
    stem: source.stem,
    explanation: source.explanation?.trim() ? source.explanation.trim() : 'Rationale to be written.',
    subject: carried.subject ?? 'Fundamentals of Nursing',
    topic: carried.topic ?? 'Imported',
    difficulty: carried.difficulty ?? 'medium',
    clientNeeds: carried.clientNeeds ?? 'Safety and Infection Prevention and Control',
    exams: carried.exams ?? ['rn'],
    reference: carried.reference ?? `Imported from ${source.fileName}`.slice(0, 300),
    ...result.fields,
  };
  const parsed = questionContentSchema.safeParse(candidate);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((issue) => issue.message);
    return { problem: { question: label, reason: `As ${result.fields.itemType}: ${issues.join(' ')}` } };
  }
  return { question: { label, item: parsed.data as QuestionContent } };
}

/** Collects mapped questions and problems, stopping at `limit` questions (IMPORT_LIMITS.questions). */
export class ReadCollector {
  readonly questions: ReadQuestion[] = [];
  readonly problems: ImportProblem[] = [];

  /** Adds one question's outcome. */
  add(outcome: { question: ReadQuestion } | { problem: ImportProblem }) {
    if ('question' in outcome) this.questions.push(outcome.question);
    else this.problems.push(outcome.problem);
  }

  /**
   * Adds the outcome of `read`, one question's mapping; an unexpected error there is that question's
   * problem, never the whole file's (an ItemFileError, a refusal of the file, passes through).
   */
  attempt(label: string, read: () => { question: ReadQuestion } | { problem: ImportProblem }) {
    try {
      this.add(read());
    } catch (error) {
      if (error instanceof ItemFileError) throw error;
      this.problem(label, `it could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Adds a problem. */
  problem(question: string, reason: string) {
    this.problems.push({ question, reason });
  }
}
