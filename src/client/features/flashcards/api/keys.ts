import { queryKeys } from '../../../lib/query-keys';

/** The cache keys of the flashcards feature: everything under ['flashcards'], so one change refreshes all. */
export const flashcardKeys = {
  all: queryKeys.flashcards,
  queue: ['flashcards', 'queue'] as const,
  cards: (search: string) => ['flashcards', 'cards', search] as const,
  settings: ['flashcards', 'settings'] as const,
};
