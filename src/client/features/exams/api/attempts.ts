import type {
  AttemptItemState,
  InProgressItem,
  SubmittedAttempt,
  UpdateAttemptItemBody,
} from '../../../../shared/exams/schemas';
import { apiRequest } from '../../../lib/api-client';

/**
 * The calls the exam screen makes while an attempt is taken (server:
 * src/server/features/exams/routes.ts): save an item, check it in Tutor mode, submit, exit. Each
 * returns the response, typed by the shared contract, or throws ApiError. Starting, retaking,
 * reading and resuming an attempt have their own files beside this one.
 */

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
