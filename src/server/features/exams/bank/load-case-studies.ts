import { CJMM_STEPS } from '../../../../shared/items/exhibits';
import {
  CASE_STUDY_ITEMS,
  caseStudyFileSchema,
  caseStudySchema,
  type ItemGroupContent,
} from '../../../../shared/items/item-group';
import { projectRoot as defaultProjectRoot } from '../../../project-paths';
import {
  type AuthoredQuestion,
  loadQuestionBank,
  parseAuthoredItem,
  QuestionBankError,
  readContentFiles,
} from './load-question-bank';

/** A validated case study with the file it came from (relative to the project root). */
export type AuthoredCaseStudy = ItemGroupContent & { sourceFile: string };

/** The case studies of a folder and their items (each with its `groupId` and `groupPosition`), in file order. */
export interface AuthoredCaseStudies {
  groups: AuthoredCaseStudy[];
  items: AuthoredQuestion[];
}

/**
 * Reads every `*.json` case-study file in `folder` (sorted by name; a missing folder holds none):
 * `{ "caseStudy": {...}, "questions": [six items] }` (docs/item-types.md, "Case studies"). Checks
 * each with the case-study and item schemas and the rules of a case study (docs/nclex.md §3): six
 * items whose `cjmmStep`s are the CJMM steps in order, one subject for all six, ids unique. Throws
 * QuestionBankError listing every problem, each naming the file, the item and the field.
 */
export async function loadCaseStudies(folder: string, projectRoot = defaultProjectRoot): Promise<AuthoredCaseStudies> {
  const problems: string[] = [];
  const groups: AuthoredCaseStudy[] = [];
  const items: AuthoredQuestion[] = [];
  const seen = new Map<string, string>();

  for (const { file, json } of await readContentFiles(folder, projectRoot, problems, { optional: true })) {
    const parsedFile = caseStudyFileSchema.safeParse(json);
    if (!parsedFile.success) {
      problems.push(`${file}: ${parsedFile.error.issues.map((issue) => issue.message).join(' ')}`);
      continue;
    }
    const before = problems.length;
    const group = caseStudySchema.safeParse(parsedFile.data.caseStudy);
    if (!group.success) {
      for (const issue of group.error.issues) {
        problems.push(`${file}: case study, field ${issue.path.join('.') || '(case study)'}: ${issue.message}`);
      }
    }
    const groupId = group.success ? group.data.id : '';
    const own: AuthoredQuestion[] = [];
    parsedFile.data.questions.forEach((raw, position) => {
      const parsed = parseAuthoredItem(raw, position, file, problems);
      if (!parsed) return;
      const step = CJMM_STEPS[position];
      if (parsed.cjmmStep !== step) {
        problems.push(
          `${file}: question "${parsed.id}", field cjmmStep: item ${position + 1} of a case study takes the step "${step}" (the CJMM order).`,
        );
      }
      own.push({ ...parsed, sourceFile: file, groupId, groupPosition: position });
    });
    const subjects = new Set(own.map((item) => item.subject));
    if (subjects.size > 1)
      problems.push(`${file}: the six items must share one subject, not ${[...subjects].join(', ')}.`);
    if (group.success) {
      const earlier = seen.get(group.data.id);
      if (earlier) problems.push(`${file}: case study "${group.data.id}": the id is already used in ${earlier}.`);
      seen.set(group.data.id, file);
    }
    if (problems.length === before && group.success && own.length === CASE_STUDY_ITEMS) {
      groups.push({ ...group.data, kind: 'case-study', sourceFile: file });
      items.push(...own);
    }
  }
  if (problems.length > 0) {
    throw new QuestionBankError(`The case studies are invalid:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
  return { groups, items };
}

/**
 * The whole authored bank, as the server loads it at start: the stand-alone items of
 * `questionsDir` and the case studies of `caseStudiesDir` (their items among `bank`, with their
 * case study and place). Errors: QuestionBankError naming every problem of either folder.
 */
export async function loadAuthoredBank(
  questionsDir: string,
  caseStudiesDir: string,
): Promise<{ bank: AuthoredQuestion[]; caseStudies: AuthoredCaseStudy[] }> {
  const [items, caseStudies] = await Promise.all([loadQuestionBank(questionsDir), loadCaseStudies(caseStudiesDir)]);
  const standAlone = new Map(items.map((item) => [item.id, item.sourceFile]));
  const repeated = caseStudies.items.filter((item) => standAlone.has(item.id));
  if (repeated.length > 0) {
    throw new QuestionBankError(
      `The case studies are invalid:\n${repeated
        .map(
          (item) =>
            `- ${item.sourceFile}: question "${item.id}", field id: the id is already used in ${standAlone.get(item.id)}.`,
        )
        .join('\n')}`,
    );
  }
  return { bank: [...items, ...caseStudies.items], caseStudies: caseStudies.groups };
}
