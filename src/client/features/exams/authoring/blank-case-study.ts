import { CJMM_STEPS } from '../../../../shared/items/cjmm-steps';
import type { caseStudySchema } from '../../../../shared/items/item-group';
import type { ItemType, QuestionContent } from '../../../../shared/items/registry';
import { blankCaseStudyItem } from './editors/parts/case-study-blank-items';

/** A case study's own fields as authored (caseStudySchema in src/shared/items/item-group.ts). */
export type CaseStudyFields = ReturnType<typeof caseStudySchema.parse>;

/** What the case-study editor edits: the case study's fields and its six items, in CJMM order. */
export interface CaseStudyDraft {
  caseStudy: CaseStudyFields;
  questions: QuestionContent[];
}

/**
 * The item type each step starts with in a blank case study (the NGN's usual choice per step; the
 * author may choose any type): highlight the cues, sort them in a matrix, a rationale for the
 * likely problem, select the actions that apply, a single action first, and a matrix of outcomes.
 */
export const DEFAULT_STEP_TYPES: readonly ItemType[] = [
  'highlight-text',
  'matrix-multiple-choice',
  'drop-down-rationale',
  'select-all-that-apply',
  'multiple-choice',
  'matrix-multiple-response',
];

/**
 * A blank case study for the editor (issue 28 item 1): no title or scenario yet, one chart tab
 * "Nurses' Notes" with an empty note shown from item 1, and six blank items taking the CJMM steps
 * in order (item k has `cjmmStep` CJMM_STEPS[k]), typed by DEFAULT_STEP_TYPES. Ids are
 * placeholders: the server gives the real ones when it is saved.
 */
/** The first chart tab's name: item content, in English as on the NCLEX. */
const FIRST_TAB = "Nurses' Notes";

export function blankCaseStudy(): CaseStudyDraft {
  return {
    caseStudy: {
      id: 'new-case-study',
      title: '',
      scenario: '',
      chart: [{ title: FIRST_TAB, entries: [{ shownFromItem: 0, block: { kind: 'note', text: '' } }] }],
    },
    questions: CJMM_STEPS.map((step, position) =>
      blankCaseStudyItem(DEFAULT_STEP_TYPES[position] ?? 'multiple-choice', `new-case-study-${position + 1}`, step),
    ),
  };
}
