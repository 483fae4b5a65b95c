import { and, desc, eq, sql } from 'drizzle-orm';
import { BUILT_IN_FORMS } from '../../../shared/exams/forms';
import type { Achievement, Progress } from '../../../shared/exams/progress-schemas';
import { CLIENT_NEEDS, SUBJECTS } from '../../../shared/exams/question-bank';
import { isPassing, PASS_MARK_PERCENT, scorePercent } from '../../../shared/exams/rules';
import { msg } from '../../../shared/i18n/msg';
import type { Database } from '../../db/client';
import { fullyCorrectItem, listAttempts } from './attempts/history';
import { attemptItems, examAttempts, examForms } from './tables';

const RECENT_ATTEMPTS = 5;
/** The subject quizzes of spec §9 whose completion the "Well Rounded" achievement counts. */
const SUBJECT_QUIZ_IDS = BUILT_IN_FORMS.filter(
  (form) => form.kind === 'subject-quiz' && form.filter.subjects.length === 1,
).map((form) => form.id);

const percentOrNull = (earned: number, possible: number) => (possible === 0 ? null : scorePercent(earned, possible));
const share = (done: number, goal: number) => Math.min(100, Math.floor((done / goal) * 100));

/** What the achievements are computed from. */
interface AchievementFacts {
  testsTaken: number;
  bestPercent: number | null;
  itemsAnswered: number;
  subjectQuizzesDone: number;
  sataFullCredit: number;
  fullExamsDone: number;
  excellentLongTests: number;
}

/**
 * The Training Center's achievements (spec §2 "Training Center": achievements), each computed from
 * the user's own submitted attempts, with progress toward it in percent.
 */
export function computeAchievements(facts: AchievementFacts): Achievement[] {
  const achievement = (id: string, title: string, description: string, done: number, goal: number) => ({
    id,
    title,
    description,
    earned: done >= goal,
    progress: share(done, goal),
  });
  return [
    achievement('first-test', msg('First Steps'), msg('Submit your first test.'), facts.testsTaken, 1),
    achievement(
      'pass-mark',
      msg('Over the Pass Mark'),
      msg('Score {{passMarkPercent}}% or more on a test.', { passMarkPercent: PASS_MARK_PERCENT }),
      facts.bestPercent !== null && isPassing(facts.bestPercent) ? 1 : 0,
      1,
    ),
    achievement(
      'well-rounded',
      msg('Well Rounded'),
      msg('Complete each of the {{quizCount}} subject quizzes.', { quizCount: SUBJECT_QUIZ_IDS.length }),
      facts.subjectQuizzesDone,
      SUBJECT_QUIZ_IDS.length,
    ),
    achievement('century', msg('Century'), msg('Answer 100 questions.'), facts.itemsAnswered, 100),
    achievement(
      'select-all-star',
      msg('Select-All Star'),
      msg('Earn full credit on 10 select-all-that-apply items.'),
      facts.sataFullCredit,
      10,
    ),
    achievement(
      'excellent',
      msg('Excellent Work'),
      msg('Score 85% or more on a test of 25 questions or more.'),
      facts.excellentLongTests,
      1,
    ),
    achievement('exam-day', msg('Exam Day Ready'), msg('Finish a Full NCLEX Practice Exam.'), facts.fullExamsDone, 1),
  ];
}

/**
 * The progress of `userId` (spec §2 "Dashboard": stat cards, subject progress, recent activity;
 * "Training Center": achievements), computed from their submitted attempts: tests taken, average
 * and best percent, last test; per subject and client need the questions asked and fully correct,
 * then the points (an unanswered item counts as missed); the latest attempts; achievements.
 */
export async function getProgress(db: Database, userId: string): Promise<Progress> {
  const submitted = and(eq(examAttempts.userId, userId), eq(examAttempts.status, 'submitted'));
  const attempts = await db
    .select({
      formId: examAttempts.formId,
      kind: examForms.kind,
      percent: examAttempts.percent,
      submittedAt: examAttempts.submittedAt,
      items: sql<number>`(select count(*)::int from ${attemptItems} where ${attemptItems.attemptId} = ${examAttempts.id})`,
    })
    .from(examAttempts)
    .innerJoin(examForms, eq(examForms.id, examAttempts.formId))
    .where(submitted)
    .orderBy(desc(examAttempts.submittedAt));
  const areas = await db
    .select({
      subject: attemptItems.subject,
      clientNeeds: attemptItems.clientNeeds,
      asked: sql<number>`count(*)::int`,
      correct: sql<number>`count(*) filter (where ${fullyCorrectItem})::int`,
      answered: sql<number>`count(*) filter (where ${attemptItems.response} is not null)::int`,
      earned: sql<number>`coalesce(sum(${attemptItems.earned}), 0)::int`,
      possible: sql<number>`coalesce(sum(${attemptItems.possible}), 0)::int`,
      sataFullCredit: sql<number>`count(*) filter (where ${attemptItems.itemType} = 'select-all-that-apply' and ${attemptItems.earned} = ${attemptItems.possible})::int`,
    })
    .from(attemptItems)
    .innerJoin(examAttempts, eq(examAttempts.id, attemptItems.attemptId))
    .where(submitted)
    .groupBy(attemptItems.subject, attemptItems.clientNeeds);

  const sum = (rows: typeof areas, pick: (row: (typeof areas)[number]) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const area = (name: string, rows: typeof areas) => {
    const earned = sum(rows, (row) => row.earned);
    const possible = sum(rows, (row) => row.possible);
    return {
      name,
      asked: sum(rows, (row) => row.asked),
      correct: sum(rows, (row) => row.correct),
      answered: sum(rows, (row) => row.answered),
      earned,
      possible,
      percent: percentOrNull(earned, possible),
    };
  };
  const percents = attempts.map((attempt) => attempt.percent ?? 0);
  const bestPercent = percents.length ? Math.max(...percents) : null;
  const itemsAnswered = sum(areas, (row) => row.answered);

  return {
    stats: {
      testsTaken: attempts.length,
      averagePercent: percents.length ? Math.round(percents.reduce((a, b) => a + b, 0) / percents.length) : null,
      bestPercent,
      lastTestAt: attempts[0]?.submittedAt?.toISOString() ?? null,
      itemsAnswered,
    },
    subjects: SUBJECTS.map((subject) =>
      area(
        subject,
        areas.filter((row) => row.subject === subject),
      ),
    ),
    clientNeeds: CLIENT_NEEDS.map((need) =>
      area(
        need,
        areas.filter((row) => row.clientNeeds === need),
      ),
    ),
    recentAttempts: (await listAttempts(db, userId, RECENT_ATTEMPTS)).attempts,
    achievements: computeAchievements({
      testsTaken: attempts.length,
      bestPercent,
      itemsAnswered,
      subjectQuizzesDone: new Set(attempts.map((a) => a.formId).filter((id) => SUBJECT_QUIZ_IDS.includes(id))).size,
      sataFullCredit: sum(areas, (row) => row.sataFullCredit),
      fullExamsDone: attempts.filter((a) => a.kind === 'full-exam').length,
      excellentLongTests: attempts.filter((a) => (a.percent ?? 0) >= 85 && a.items >= 25).length,
    }),
  };
}
