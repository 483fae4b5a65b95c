import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Flashcard, NewCardBody } from '../../../../shared/flashcards/schemas';
import { apiRequest } from '../../../lib/api-client';
import { invalidateStudy } from '../../../lib/query-keys';

/** POST /api/flashcards/cards { front, back }: the card she wrote. Throws ApiError 400. */
export const createCard = (body: NewCardBody) => apiRequest<Flashcard>('/flashcards/cards', { method: 'POST', body });

/** Writes a card, then refreshes the queue and the cards. */
export function useCreateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCard,
    onSuccess: () => invalidateStudy(queryClient),
  });
}
