import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Flashcard, UpdateCardBody } from '../../../../shared/flashcards/schemas';
import { apiRequest } from '../../../lib/api-client';
import { invalidateStudy } from '../../../lib/query-keys';

/** PATCH /api/flashcards/cards/:cardId { front?, back?, suspended? }: the card. Throws ApiError 400/404. */
export const updateCard = (cardId: string, body: UpdateCardBody) =>
  apiRequest<Flashcard>(`/flashcards/cards/${cardId}`, { method: 'PATCH', body });

/** Edits, suspends or unsuspends a card, then refreshes the queue and the cards. */
export function useUpdateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, body }: { cardId: string; body: UpdateCardBody }) => updateCard(cardId, body),
    onSuccess: () => invalidateStudy(queryClient),
  });
}
