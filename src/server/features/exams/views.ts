import { secondsUntil } from '../../../shared/exams/countdown';
import { isPassing, percentCorrect, scoreBand } from '../../../shared/exams/rules';
import type { Attempt, ExamQuestion, InProgressAttempt, SubmittedAttempt } from '../../../shared/exams/schemas';
import type { ExamAttemptRow, ExamItem } from '../../db/schema';

/** The exam view of a question: never the key or the explanation (DESIGN §1.3). */
function toExamQuestion(row: ExamItem): ExamQuestion {
  return {
    id: row.id,
    stem: row.stem,
    options: row.options,
    subject: row.subject,
    topic: row.topic,
    difficulty: row.difficulty,
    clientNeeds: row.clientNeeds,
  };
}

function base(row: ExamAttemptRow) {
  return {
    id: row.id,
    kind: row.kind,
    startedAt: row.startedAt.toISOString(),
    timeLimitSeconds: row.timeLimitSeconds,
  };
}

/** An attempt being taken, with the whole seconds left at `now`. */
export function toInProgressView(row: ExamAttemptRow, now: Date): InProgressAttempt {
  return {
    ...base(row),
    status: 'in_progress',
    deadline: row.deadlineAt.toISOString(),
    remainingSeconds: secondsUntil(row.deadlineAt.getTime(), now.getTime()),
    questions: row.items.map(toExamQuestion),
    answers: row.answers,
  };
}

/** A submitted attempt with its result and the review of every question (keys and explanations). */
export function toSubmittedView(row: ExamAttemptRow): SubmittedAttempt {
  const score = row.score ?? 0;
  const percent = percentCorrect(score, row.items.length);
  return {
    ...base(row),
    status: 'submitted',
    submittedAt: (row.submittedAt ?? row.updatedAt).toISOString(),
    score,
    total: row.items.length,
    percent,
    passed: isPassing(percent),
    band: scoreBand(percent),
    timeSpentSeconds: row.timeSpentSeconds ?? 0,
    answers: row.answers,
    questions: row.items.map((item, i) => {
      const chosenAnswer = row.answers[i] ?? -1;
      return {
        ...toExamQuestion(item),
        correctAnswer: item.correctAnswer,
        explanation: item.explanation,
        ...(item.reference ? { reference: item.reference } : {}),
        chosenAnswer,
        isCorrect: chosenAnswer === item.correctAnswer,
      };
    }),
  };
}

/** Any attempt as the API shows it. */
export function toAttemptView(row: ExamAttemptRow, now: Date): Attempt {
  if (row.status === 'submitted') return toSubmittedView(row);
  if (row.status === 'abandoned') return { ...base(row), status: 'abandoned' };
  return toInProgressView(row, now);
}
