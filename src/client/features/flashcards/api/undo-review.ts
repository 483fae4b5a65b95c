import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Flashcard } from '../../../../shared/flashcards/schemas';
import { apiRequest } from '../../../lib/api-client';
import { invalidateStudy } from '../../../lib/query-keys';

/** POST /api/flashcards/reviews/undo: the card restored to its state before her latest grade. Throws ApiError 409. */
export const undoReview = () => apiRequest<{ card: Flashcard }>('/flashcards/reviews/undo', { method: 'POST' });

/** Undoes her latest grade, then refreshes the queue and the cards. */
export function useUndoReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoReview,
    onSettled: () => invalidateStudy(queryClient),
  });
}
