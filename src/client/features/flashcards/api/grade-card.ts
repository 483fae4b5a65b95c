import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Flashcard, Grade } from '../../../../shared/flashcards/schemas';
import { apiRequest } from '../../../lib/api-client';
import { invalidateStudy } from '../../../lib/query-keys';

/** POST /api/flashcards/cards/:cardId/reviews { grade }: the card as FSRS schedules it. Throws ApiError 400/404. */
export const gradeCard = (cardId: string, grade: Grade, durationMs?: number) =>
  apiRequest<{ card: Flashcard }>(`/flashcards/cards/${cardId}/reviews`, {
    method: 'POST',
    body: { grade, ...(durationMs !== undefined ? { durationMs } : {}) },
  });

/** Grades a card of the queue, then refreshes the queue and the cards. */
export function useGradeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, grade, durationMs }: { cardId: string; grade: Grade; durationMs?: number }) =>
      gradeCard(cardId, grade, durationMs),
    onSettled: () => invalidateStudy(queryClient),
  });
}
