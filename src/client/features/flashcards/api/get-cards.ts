import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CardList } from '../../../../shared/flashcards/schemas';
import { apiRequest } from '../../../lib/api-client';
import { flashcardKeys } from './keys';

/** GET /api/flashcards/cards?q=: her cards, newest first, matching `search` when given. */
export const getCards = (search: string) =>
  apiRequest<CardList>(`/flashcards/cards${search ? `?${new URLSearchParams({ q: search })}` : ''}`);

/** Her cards matching `search`, cached per search. */
export const cardsQuery = (search: string) =>
  queryOptions({ queryKey: flashcardKeys.cards(search), queryFn: () => getCards(search) });

/** Her cards matching `search` (the My cards tab); the previous list stays while a new search loads. */
export function useCards(search: string) {
  return useQuery({ ...cardsQuery(search), placeholderData: keepPreviousData });
}
