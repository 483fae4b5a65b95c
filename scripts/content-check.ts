// Checks the question bank (README "The question bank"): schema, duplicate ids, duplicate and
// near-duplicate items (by words, and by the point they test), item-writing flaws, the bank's size
// and make-up (RN and PN test plans, types, difficulty) and the test-wise cue measures. Prints a
// summary table and every measure against its bound, then every problem as
// `file: item "id": reason`; exits with 1 when there is any problem. Usage:
//   npm run content:check                          the bank: content/questions and content/case-studies
//   npm run content:check -- --measures            the bank, and the cue measures of each content file
//   npm run content:check -- --items-only FOLDER   only the per-item checks, for a folder of draft items
//   npm run content:check -- --items-only --case-studies FOLDER   the same for a folder of draft case studies
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  checkBankSize,
  checkDistribution,
  checkItems,
  formatBankSummary,
  formatProblem,
  summarizeBank,
} from '../src/server/features/exams/bank/bank-checks';
import { cueProblems, formatCueMeasures, measureCues } from '../src/server/features/exams/bank/cue-measures';
import { type AuthoredCaseStudies, loadCaseStudies } from '../src/server/features/exams/bank/load-case-studies';
import { loadQuestionBank, QuestionBankError } from '../src/server/features/exams/bank/load-question-bank';

const { values, positionals } = parseArgs({
  options: {
    'items-only': { type: 'boolean', default: false },
    'case-studies': { type: 'string' },
    measures: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const itemsOnly = values['items-only'];
// Drafts: only the folders named; the bank: both folders.
const questionsFolder =
  positionals[0] !== undefined
    ? resolve(positionals[0])
    : itemsOnly && values['case-studies']
      ? null
      : resolve('content/questions');
const caseStudiesFolder =
  values['case-studies'] !== undefined
    ? resolve(values['case-studies'])
    : itemsOnly
      ? null
      : resolve('content/case-studies');

try {
  const none: AuthoredCaseStudies = { groups: [], items: [] };
  const [questions, caseStudies] = await Promise.all([
    questionsFolder ? loadQuestionBank(questionsFolder) : [],
    caseStudiesFolder ? loadCaseStudies(caseStudiesFolder) : none,
  ]);
  const items = [...questions, ...caseStudies.items];
  const summary = summarizeBank(items);
  const measures = measureCues(items);
  console.log(`${formatBankSummary(summary)}\n\n${formatCueMeasures(measures)}\n`);
  if (values.measures) {
    for (const file of new Set(items.map((item) => item.sourceFile))) {
      const ofFile = items.filter((item) => item.sourceFile === file);
      console.log(`${file} (${ofFile.length} items)\n${formatCueMeasures(measureCues(ofFile))}\n`);
    }
  }
  const problems = [
    ...checkItems(items),
    ...(itemsOnly ? [] : [...checkDistribution(summary), ...checkBankSize(summary), ...cueProblems(measures)]),
  ];
  if (problems.length > 0) {
    console.error(`${problems.length} problem(s) in the question bank:\n${problems.map(formatProblem).join('\n')}`);
    process.exit(1);
  }
  console.log('The question bank passes every check.');
} catch (error) {
  if (!(error instanceof QuestionBankError)) throw error;
  console.error(error.message);
  process.exit(1);
}
