import { CJMM_STEPS } from '../items/cjmm-steps';
import { CASE_STUDY_ITEMS, caseStudySchema } from '../items/item-group';
import { itemContentFlaws, type QuestionContent, questionContentSchema } from '../items/registry';
import type { AuthoredContentInput } from './schemas';

/** An authored unit once checked: one item, or a case study with its six items. */
export type CheckedContent =
  | { kind: 'item'; item: QuestionContent }
  | {
      kind: 'case-study';
      caseStudy: ReturnType<typeof caseStudySchema.parse>;
      questions: QuestionContent[];
    };

/**
 * Checks an authored unit as `content:check` checks the bank's items (issue 28 item 1: the rules
 * run as the author types, in the browser, and again on the server, which refuses to save what
 * they refuse): each item's schema (its type's shape and key rules), then `itemContentFlaws` (the
 * item-writing rules of common-flaws.ts and the type's own); for a case study also its own schema,
 * six items taking the CJMM steps in order (docs/nclex.md §3) and one subject for all six.
 * Returns every problem as a sentence naming the field ("Item 2, field options.1: ..."), and the
 * parsed content when there is none.
 */
export function checkAuthoredContent(
  input: AuthoredContentInput,
): { ok: true; content: CheckedContent; problems: [] } | { ok: false; problems: string[] } {
  const { content, problems } = readUnit(input);
  return content && problems.length === 0
    ? { ok: true, content, problems: [] }
    : { ok: false, problems: problems.map((problem) => problem.text) };
}

/**
 * Reads an authored unit leniently (issue 28, the browser import): refused (`ok: false`, every
 * problem as `checkAuthoredContent` words it) only when a schema refuses it (an item's, the case
 * study's) or a case study's structure is wrong (six items, CJMM order, one subject); otherwise the
 * parsed content with its item-writing `flaws` (`itemContentFlaws`, worded as
 * `checkAuthoredContent` words them, e.g. "The item: ..."), which a draft may hold until it is
 * submitted for review.
 */
export function readAuthoredContent(
  input: AuthoredContentInput,
): { ok: true; content: CheckedContent; flaws: string[] } | { ok: false; problems: string[] } {
  const { content, problems } = readUnit(input);
  if (!content || problems.some((problem) => !problem.flaw)) {
    return { ok: false, problems: problems.map((problem) => problem.text) };
  }
  return { ok: true, content, flaws: problems.map((problem) => problem.text) };
}

/** One problem of a unit, in order; `flaw` when it is an item-writing rule's (the item's shape is sound). */
type UnitProblem = { text: string; flaw: boolean };

/** The unit parsed (null when a schema refuses it) and every problem found, schema and flaws alike, in order. */
function readUnit(input: AuthoredContentInput): { content: CheckedContent | null; problems: UnitProblem[] } {
  const problems: UnitProblem[] = [];
  const refuse = (text: string) => problems.push({ text, flaw: false });
  const checkItem = (raw: unknown, label: string): QuestionContent | null => {
    const parsed = questionContentSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.join('.');
        refuse(`${label}${field ? `, field ${field}` : ''}: ${issue.message}`);
      }
      return null;
    }
    for (const flaw of itemContentFlaws(parsed.data)) problems.push({ text: `${label}: ${flaw}`, flaw: true });
    return parsed.data;
  };

  if (input.kind === 'item') {
    const item = checkItem(input.item, 'The item');
    return { content: item ? { kind: 'item', item } : null, problems };
  }

  const group = caseStudySchema.safeParse(input.caseStudy);
  if (!group.success) {
    for (const issue of group.error.issues) {
      const field = issue.path.join('.');
      refuse(`The case study${field ? `, field ${field}` : ''}: ${issue.message}`);
    }
  }
  if (input.questions.length !== CASE_STUDY_ITEMS) {
    refuse(
      `A case study holds exactly ${CASE_STUDY_ITEMS} items, one per step; this one has ${input.questions.length}.`,
    );
  }
  const items = input.questions.map((raw, position) => {
    const item = checkItem(raw, `Item ${position + 1}`);
    const step = CJMM_STEPS[position];
    if (item && step && item.cjmmStep !== step) {
      refuse(`Item ${position + 1}: it takes the step "${step}" (the CJMM order), not "${item.cjmmStep ?? 'none'}".`);
    }
    return item;
  });
  const subjects = new Set(items.flatMap((item) => (item ? [item.subject] : [])));
  if (subjects.size > 1) refuse(`The six items must share one subject, not ${[...subjects].join(', ')}.`);
  if (!group.success || items.some((item) => item === null)) return { content: null, problems };
  return {
    content: { kind: 'case-study', caseStudy: group.data, questions: items as QuestionContent[] },
    problems,
  };
}
