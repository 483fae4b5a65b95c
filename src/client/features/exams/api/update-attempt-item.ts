import type { AttemptItemState, UpdateAttemptItemBody } from '../../../../shared/exams/attempt-schemas';
import { apiRequest } from '../../../lib/api-client';

/**
 * PATCH /api/exams/attempts/:attemptId/items/:itemId: one item of an attempt being taken, its
 * response (null clears it), its flag for review, or seconds spent on it. Its hook is
 * `useItemSaver` (`../use-item-saver.ts`), which queues the saves of the exam screen. Throws
 * ApiError: 400 a response the item does not take, 409 once submitted, exited, out of time or
 * checked in Tutor mode.
 */
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
