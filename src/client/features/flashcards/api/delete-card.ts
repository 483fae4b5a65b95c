import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateStudy } from '../../../lib/query-keys';

/** DELETE /api/flashcards/cards/:cardId: the card and its reviews go. Throws ApiError 404. */
export const deleteCard = (cardId: string) => apiRequest(`/flashcards/cards/${cardId}`, { method: 'DELETE' });

/** Deletes a card, then refreshes the queue and the cards. */
export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: () => invalidateStudy(queryClient),
  });
}
