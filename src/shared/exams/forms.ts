import { msg } from '../i18n/msg';
import type { ItemType } from '../items/registry';
import { FREE_SAMPLE, FREE_SAMPLE_FORM_ID } from './free-sample';
import type { ClientNeed, Subject } from './question-bank';

/**
 * Exam forms (docs/architecture.md §6: a form is data): what a test draws and how long it lasts. The built-in
 * forms of spec §9 are below; instructors and admins add custom ones (spec §6 "Create tests").
 */

/** What kind of test a form is. */
export const FORM_KINDS = [
  'sample',
  'subject-quiz',
  'quick-practice',
  'full-exam',
  'case-study',
  'ngn-practice',
  'adaptive',
  'custom',
  /** Issue 25 item 1: a student's own practice from the builder, owned by her; never listed among the tests. */
  'practice',
] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/**
 * How items are drawn: `random` from every item that passes the filter; `test-plan` to the
 * client-needs shares of the NCLEX-RN test plan (see allocateByTestPlan), with three case studies in
 * a full exam (caseStudiesInForm); `case-study` one case study's six items in order.
 */
export type SelectionRule = 'random' | 'test-plan' | 'case-study';

/**
 * Who may take a form: `anyone` (the Free Sample, spec §6 "The sample test needs no registration"),
 * `full-access` (registered users, spec §6 "Non-registered users can only take the 10-question Free
 * Sample"), `owner` (a custom test, its author only).
 */
export type FormAccess = 'anyone' | 'full-access' | 'owner';

/**
 * Which bank a custom test draws from (issue 28 item 3): the shared bank, the author's own private
 * active items, or both. Built-in forms always draw from the shared bank.
 */
export const DRAW_BANKS = ['shared', 'own', 'both'] as const;
export type DrawBank = (typeof DRAW_BANKS)[number];

/** Which items a form may draw; an empty list means any. `bank` (absent: `shared`) is a custom test's choice. */
export interface ItemFilter {
  subjects: Subject[];
  clientNeeds: ClientNeed[];
  itemTypes: ItemType[];
  bank?: DrawBank;
}

/**
 * Exam modes: Tutor shows the key and rationale after each answer; Timed, like the NCLEX, only at the
 * end; NCLEX-like (the Full practice exam only) is the real exam's screen: one item at a time, no
 * going back, no flags or review screen (docs/nclex.md §4).
 */
export const EXAM_MODES = ['timed', 'tutor', 'nclex'] as const;
export type ExamMode = (typeof EXAM_MODES)[number];

/** A built-in form. `questionCount` is before the user's cap (spec §6); minutes are what the overview shows. */
export interface BuiltInForm {
  id: string;
  kind: Exclude<FormKind, 'custom' | 'practice'>;
  title: string;
  description: string;
  questionCount: number;
  timeLimitMinutes: number;
  filter: ItemFilter;
  selection: SelectionRule;
  access: Exclude<FormAccess, 'owner'>;
}

const anyItem: ItemFilter = { subjects: [], clientNeeds: [], itemTypes: [] };
const subject = (name: Subject): ItemFilter => ({ ...anyItem, subjects: [name] });

/**
 * The Next Generation NCLEX item types NGN Practice draws (every type but the two of the classic
 * exam), in the order its type chooser lists them.
 */
export const NGN_ITEM_TYPES: readonly ItemType[] = [
  'bow-tie',
  'matrix-multiple-choice',
  'matrix-multiple-response',
  'multiple-response-grouping',
  'select-n',
  'drop-down-cloze',
  'drop-down-table',
  'drop-down-rationale',
  'drag-and-drop-cloze',
  'drag-and-drop-rationale',
  'highlight-text',
  'highlight-table',
  'ordered-response',
  'calculation',
];

/** The case studies a form of `kind` asks in `length` items: three in a full exam (NCSBN: three scored case studies), fewer when it is short. */
export function caseStudiesInForm(kind: FormKind, length: number): number {
  if (kind === 'case-study') return 1;
  if (kind !== 'full-exam') return 0;
  return Math.min(3, Math.floor(length / 25));
}

export { FREE_SAMPLE_FORM_ID };

/** The form of each adaptive exam (its attempts' form; the adaptive test chooses its own items, issue 22). */
export const ADAPTIVE_FORM_IDS = { rn: 'adaptive-rn', pn: 'adaptive-pn' } as const;

/**
 * The adaptive NCLEX-RN and NCLEX-PN (docs/nclex.md §5): 85 to 150 items in 5 hours, each chosen
 * for the candidate's current ability estimate, ended by NCSBN's stop rules. Not started through
 * the fixed forms' endpoint: POST /api/exams/adaptive.
 */
const ADAPTIVE_FORMS: readonly BuiltInForm[] = [
  {
    id: ADAPTIVE_FORM_IDS.rn,
    kind: 'adaptive',
    title: msg('Adaptive NCLEX-RN'),
    description: msg(
      "A computerized adaptive test run by NCSBN's rules: 85 to 150 items chosen for your ability, a pass or fail with how sure it is.",
    ),
    questionCount: 150,
    timeLimitMinutes: 300,
    filter: anyItem,
    selection: 'test-plan',
    access: 'full-access',
  },
  {
    id: ADAPTIVE_FORM_IDS.pn,
    kind: 'adaptive',
    title: msg('Adaptive NCLEX-PN'),
    description: msg(
      'The adaptive test to the NCLEX-PN test plan and passing standard: 85 to 150 items, a pass or fail with how sure it is.',
    ),
    questionCount: 150,
    timeLimitMinutes: 300,
    filter: anyItem,
    selection: 'test-plan',
    access: 'full-access',
  },
];

/**
 * The built-in forms, in the order the Training Center lists them. Counts and minutes are spec §9's
 * quiz table (Fundamentals 30/45, Pharmacology 40/60, Medical-Surgical 50/75, Maternal-Child 35/50,
 * Mental Health 30/45, Comprehensive Review 75/120; Free Sample 10 questions in 15 minutes). The
 * clock enforces these minutes, not the prototype's 180/15/60 (decision 007). Quick Practice is
 * min(25, the user's maximum) at the table's pace of 1.5 minutes an item; the Full NCLEX practice
 * exam is the user's maximum up to 150 items (NCLEX maximum length) in 5 hours, drawn to the test plan.
 */
export const BUILT_IN_FORMS: readonly BuiltInForm[] = [
  {
    id: FREE_SAMPLE_FORM_ID,
    kind: 'sample',
    title: msg('Free Sample'),
    description: msg('Ten questions from every part of the exam. No registration needed.'),
    ...FREE_SAMPLE,
    // Spec §9: the sample test's options are lettered A-D, so it asks multiple-choice items only.
    filter: { ...anyItem, itemTypes: ['multiple-choice'] },
    selection: 'random',
    access: 'anyone',
  },
  {
    id: 'quick-practice',
    kind: 'quick-practice',
    title: msg('Quick Practice'),
    description: msg('A short mixed set from every subject.'),
    questionCount: 25,
    timeLimitMinutes: 38,
    filter: anyItem,
    selection: 'random',
    access: 'full-access',
  },
  {
    id: 'fundamentals',
    kind: 'subject-quiz',
    title: msg('Fundamentals'),
    description: msg('Safety, infection control, basic care and the nursing process.'),
    questionCount: 30,
    timeLimitMinutes: 45,
    filter: subject('Fundamentals of Nursing'),
    selection: 'random',
    access: 'full-access',
  },
  {
    id: 'pharmacology',
    kind: 'subject-quiz',
    title: msg('Pharmacology'),
    description: msg('Drug classes, safe administration, dosage and adverse effects.'),
    questionCount: 40,
    timeLimitMinutes: 60,
    filter: subject('Pharmacology'),
    selection: 'random',
    access: 'full-access',
  },
  {
    id: 'medical-surgical',
    kind: 'subject-quiz',
    title: msg('Medical-Surgical'),
    description: msg('Adult health across body systems, before and after surgery.'),
    questionCount: 50,
    timeLimitMinutes: 75,
    filter: subject('Medical-Surgical Nursing'),
    selection: 'random',
    access: 'full-access',
  },
  {
    id: 'maternal-child',
    kind: 'subject-quiz',
    title: msg('Maternal-Child'),
    description: msg('Pregnancy, birth, the newborn and the growing child.'),
    questionCount: 35,
    timeLimitMinutes: 50,
    filter: subject('Maternal-Child Health'),
    selection: 'random',
    access: 'full-access',
  },
  {
    id: 'mental-health',
    kind: 'subject-quiz',
    title: msg('Mental Health'),
    description: msg('Therapeutic communication, psychiatric disorders and crisis care.'),
    questionCount: 30,
    timeLimitMinutes: 45,
    filter: subject('Mental Health Nursing'),
    selection: 'random',
    access: 'full-access',
  },
  {
    id: 'comprehensive-review',
    kind: 'subject-quiz',
    title: msg('Comprehensive Review'),
    description: msg('Every subject, drawn to the NCLEX-RN test plan.'),
    questionCount: 75,
    timeLimitMinutes: 120,
    filter: anyItem,
    selection: 'test-plan',
    access: 'full-access',
  },
  {
    id: 'case-studies',
    kind: 'case-study',
    title: msg('Case Studies'),
    description: msg('One unfolding case study at a time: a client, a chart and six items in clinical-judgment order.'),
    questionCount: 6,
    timeLimitMinutes: 20,
    filter: anyItem,
    selection: 'case-study',
    access: 'full-access',
  },
  {
    id: 'ngn-practice',
    kind: 'ngn-practice',
    title: msg('NGN Practice'),
    description: msg(
      'Stand-alone Next Generation NCLEX items: bow-tie, matrix, drop-down, drag-and-drop, highlight and more.',
    ),
    questionCount: 10,
    timeLimitMinutes: 20,
    filter: { ...anyItem, itemTypes: [...NGN_ITEM_TYPES] },
    selection: 'random',
    access: 'full-access',
  },
  ...ADAPTIVE_FORMS,
  {
    id: 'full-nclex',
    kind: 'full-exam',
    title: msg('Full NCLEX Practice Exam'),
    description: msg(
      'As many items as your plan allows, up to 150, drawn to the NCLEX-RN test plan with three case studies, in 5 hours.',
    ),
    questionCount: 150,
    timeLimitMinutes: 300,
    filter: anyItem,
    selection: 'test-plan',
    access: 'full-access',
  },
];

/** The number of items a user gets from a form: its count capped by the user's maximum (spec §6, §9). */
export function cappedQuestionCount(questionCount: number, userMaximum: number): number {
  return Math.min(questionCount, userMaximum);
}
