import { randomBytes } from 'node:crypto';
import { SUBJECTS, type Subject } from '../../../shared/exams/question-bank';
import type { AuthoredContentInput } from '../../../shared/item-bank/schemas';
import type { AuthoredContent } from './tables';

/** A new authored unit's id: "au-" and 12 lowercase hex digits (issue 28), like "au-3f9c0a1b2d4e". */
export function newItemId(): string {
  return `au-${randomBytes(6).toString('hex')}`;
}

/** `raw` with its `id` set to `id` when it is an object (anything else is left for the checker to refuse). */
function withId(raw: unknown, id: string): unknown {
  return raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? { ...raw, id } : raw;
}

/**
 * The unit as written with the ids the server gives (issue 28): a stand-alone item takes the unit's
 * id; a case study takes it and its six items take `<id>-1` .. `<id>-6` in order. Run before
 * `checkAuthoredContent`, so whatever ids the author typed never reach the bank.
 */
export function withUnitIds(input: AuthoredContentInput, id: string): AuthoredContentInput {
  if (input.kind === 'item') return { kind: 'item', item: withId(input.item, id) };
  return {
    kind: 'case-study',
    caseStudy: withId(input.caseStudy, id),
    questions: input.questions.map((raw, position) => withId(raw, `${id}-${position + 1}`)),
  };
}

/** The columns a list shows of a unit: its title (the stem's or the case study's first 120 characters), item type and subject. */
export function describeUnit(content: AuthoredContent): { title: string; itemType: string | null; subject: Subject } {
  if (content.kind === 'item') {
    return { title: content.item.stem.slice(0, 120), itemType: content.item.itemType, subject: content.item.subject };
  }
  return {
    title: content.caseStudy.title.slice(0, 120),
    itemType: null,
    subject: content.questions[0]?.subject ?? SUBJECTS[0],
  };
}
