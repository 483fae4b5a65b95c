import type { Attempt, InProgressAttempt, SavedAnswers, SubmittedAttempt } from '../../../../shared/exams/schemas';
import { apiRequest } from '../../../lib/api-client';

/**
 * Fetchers for the exam attempt endpoints (server: src/server/features/exams/routes.ts).
 * Each returns the response, typed by the shared contract, or throws ApiError.
 */

/** POST /api/exams/sample-test/attempts: a new attempt with ten random questions. */
export function startSampleTest(): Promise<InProgressAttempt> {
  return apiRequest<InProgressAttempt>('/exams/sample-test/attempts', { method: 'POST' });
}

/** POST .../retake: a new attempt with the same questions as `attemptId`. */
export function retakeAttempt(attemptId: string): Promise<InProgressAttempt> {
  return apiRequest<InProgressAttempt>(`/exams/attempts/${attemptId}/retake`, { method: 'POST' });
}

/** GET an attempt; the server submits it first when its time is up. */
export function getAttempt(attemptId: string): Promise<Attempt> {
  return apiRequest<Attempt>(`/exams/attempts/${attemptId}`);
}

/** PUT one answer (0-3); resolves to every answer of the attempt after the save. */
export async function saveAnswer(attemptId: string, questionId: string, answer: number): Promise<number[]> {
  const saved = await apiRequest<SavedAnswers>(
    `/exams/attempts/${attemptId}/answers/${encodeURIComponent(questionId)}`,
    {
      method: 'PUT',
      body: { answer },
    },
  );
  return saved.answers;
}

/** POST .../submit: the result and the review. */
export function submitAttempt(attemptId: string): Promise<SubmittedAttempt> {
  return apiRequest<SubmittedAttempt>(`/exams/attempts/${attemptId}/submit`, { method: 'POST' });
}

/** DELETE an attempt (Exit Exam): its answers are discarded. */
export function exitAttempt(attemptId: string): Promise<void> {
  return apiRequest(`/exams/attempts/${attemptId}`, { method: 'DELETE' });
}
