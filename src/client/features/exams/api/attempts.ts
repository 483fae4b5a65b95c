import { queryOptions } from '@tanstack/react-query';
import type { ExamMode } from '../../../../shared/exams/forms';
import type {
  Attempt,
  AttemptItemState,
  InProgressAttempt,
  InProgressItem,
  SubmittedAttempt,
  UpdateAttemptItemBody,
} from '../../../../shared/exams/schemas';
import { apiRequest } from '../../../lib/api-client';

/**
 * Fetchers for the exam attempt endpoints (server: src/server/features/exams/routes.ts). Each
 * returns the response, typed by the shared contract, or throws ApiError.
 */

/** POST /api/exams/forms/:formId/attempts: a new attempt of the form in `mode` (no keys). */
export function startAttempt(formId: string, mode: ExamMode = 'timed'): Promise<InProgressAttempt> {
  return apiRequest<InProgressAttempt>(`/exams/forms/${encodeURIComponent(formId)}/attempts`, {
    method: 'POST',
    body: { mode },
  });
}

/** POST .../retake: a new attempt with the same items as `attemptId`. */
export function retakeAttempt(attemptId: string): Promise<InProgressAttempt> {
  return apiRequest<InProgressAttempt>(`/exams/attempts/${attemptId}/retake`, { method: 'POST' });
}

/** POST .../claim: the visitor's in-progress attempt `attemptId` becomes the signed-in user's. */
export function claimAttempt(attemptId: string): Promise<InProgressAttempt> {
  return apiRequest<InProgressAttempt>(`/exams/attempts/${attemptId}/claim`, { method: 'POST' });
}

/** GET an attempt; the server submits it first when its time is up. */
export function getAttempt(attemptId: string): Promise<Attempt> {
  return apiRequest<Attempt>(`/exams/attempts/${attemptId}`);
}

/** The attempt `attemptId`, cached under ['exams', 'attempt', id]; read once (the exam screen keeps its own state). */
export const attemptQuery = (attemptId: string) =>
  queryOptions({
    queryKey: ['exams', 'attempt', attemptId],
    queryFn: () => getAttempt(attemptId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

/** PATCH one item: its response (null clears), flag for review, or seconds spent on it. */
export function updateAttemptItem(
  attemptId: string,
  itemId: string,
  body: UpdateAttemptItemBody,
): Promise<AttemptItemState> {
  return apiRequest<AttemptItemState>(`/exams/attempts/${attemptId}/items/${encodeURIComponent(itemId)}`, {
    method: 'PATCH',
    body,
  });
}

/** POST .../check (Tutor mode): the item with its key and rationale; it is locked from then on. */
export function checkAttemptItem(attemptId: string, itemId: string): Promise<InProgressItem> {
  return apiRequest<InProgressItem>(`/exams/attempts/${attemptId}/items/${encodeURIComponent(itemId)}/check`, {
    method: 'POST',
  });
}

/** POST .../submit: the result and the review. */
export function submitAttempt(attemptId: string): Promise<SubmittedAttempt> {
  return apiRequest<SubmittedAttempt>(`/exams/attempts/${attemptId}/submit`, { method: 'POST' });
}

/** DELETE an attempt (Exit Exam): its answers are discarded. */
export function exitAttempt(attemptId: string): Promise<void> {
  return apiRequest(`/exams/attempts/${attemptId}`, { method: 'DELETE' });
}
