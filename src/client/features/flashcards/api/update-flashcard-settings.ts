import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FlashcardSettings } from '../../../../shared/flashcards/schemas';
import { apiRequest } from '../../../lib/api-client';
import { invalidateStudy } from '../../../lib/query-keys';

/** PUT /api/flashcards/settings { dailyNewLimit }: the saved settings. Throws ApiError 400 outside 0-200. */
export const updateFlashcardSettings = (body: FlashcardSettings) =>
  apiRequest<FlashcardSettings>('/flashcards/settings', { method: 'PUT', body });

/** Saves her daily new-card limit, then refreshes the queue (its new cards) and the settings. */
export function useUpdateFlashcardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFlashcardSettings,
    onSuccess: () => invalidateStudy(queryClient),
  });
}
