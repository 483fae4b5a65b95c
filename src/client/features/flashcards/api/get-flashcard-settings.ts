import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlashcardSettings } from '../../../../shared/flashcards/schemas';
import { apiRequest } from '../../../lib/api-client';
import { flashcardKeys } from './keys';

/** GET /api/flashcards/settings: her daily new-card limit (20 until set). */
export const getFlashcardSettings = () => apiRequest<FlashcardSettings>('/flashcards/settings');

export const flashcardSettingsQuery = queryOptions({ queryKey: flashcardKeys.settings, queryFn: getFlashcardSettings });

/** Her flashcard settings. */
export function useFlashcardSettings() {
  return useQuery(flashcardSettingsQuery);
}
