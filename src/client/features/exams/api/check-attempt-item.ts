import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InProgressItem } from '../../../../shared/exams/attempt-schemas';
import { apiRequest } from '../../../lib/api-client';
import { invalidateStudy } from '../../../lib/query-keys';

/** POST /api/exams/attempts/:attemptId/items/:itemId/check (Tutor mode): the item with its key and rationale, locked from then on. */
export const checkAttemptItem = (attemptId: string, itemId: string) =>
  apiRequest<InProgressItem>(`/exams/attempts/${attemptId}/items/${encodeURIComponent(itemId)}/check`, {
    method: 'POST',
  });

/**
 * Checks an answer of `attemptId` in Tutor mode. The mutation's variables are the item's place and
 * id; `prepare(index)` runs first (the exam screen waits for its saves and throws ApiError
 * `answers_not_saved` when this item's answer was not saved); `onChecked` gets the checked item.
 * A check makes a flashcard of a miss (issue 25), so the flashcards and the study plan are refreshed.
 */
export function useCheckAttemptItem(
  attemptId: string,
  options: { prepare: (index: number) => Promise<void>; onChecked: (item: InProgressItem) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ index, itemId }: { index: number; itemId: string }) => {
      await options.prepare(index);
      return checkAttemptItem(attemptId, itemId);
    },
    onSuccess: (item) => {
      void invalidateStudy(queryClient);
      options.onChecked(item);
    },
  });
}
