import { PRACTICE_POOLS, type PracticeChoice, type PracticePool } from '../../../../shared/exams/practice-schemas';
import { CLIENT_NEEDS, type ClientNeed, SUBJECTS, type Subject } from '../../../../shared/exams/question-bank';
import { paths } from '../../../../shared/paths';

/**
 * The builder's pre-filled choice from the Training Center's address (issue 25 item 1: the
 * dashboard's weak subjects and the results' weak categories link straight to a practice on them):
 * `subject` and `clientNeed` (each may repeat) and `pool`; unknown values are ignored, the pool
 * defaults to `all`.
 */
export function choiceFromQuery(params: URLSearchParams): PracticeChoice {
  const pool = params.get('pool');
  return {
    subjects: params
      .getAll('subject')
      .filter((value): value is Subject => (SUBJECTS as readonly string[]).includes(value)),
    clientNeeds: params
      .getAll('clientNeed')
      .filter((value): value is ClientNeed => (CLIENT_NEEDS as readonly string[]).includes(value)),
    itemTypes: [],
    pool: PRACTICE_POOLS.find((known) => known === pool) ?? 'all',
  };
}

/**
 * The link to the builder pre-filled with one subject or client-needs category and `pool`, e.g.
 * "/training-center?view=practice&subject=Pharmacology&pool=incorrect".
 */
export function practiceHref(on: { subject: string } | { clientNeed: string }, pool: PracticePool): string {
  return paths.trainingCenter.href({ view: 'practice', ...on, pool });
}

/**
 * The number of items the address asks for (`count`, e.g. the study plan's practice set of 20-30,
 * issue 25 item 5): a whole number from 1 to 200, else undefined (the builder's default).
 */
export function countFromQuery(params: URLSearchParams): number | undefined {
  const count = Number(params.get('count'));
  return Number.isInteger(count) && count >= 1 && count <= 200 ? count : undefined;
}
