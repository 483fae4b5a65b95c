import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Queue } from '../../../../shared/flashcards/schemas';
import { apiRequest } from '../../../lib/api-client';
import { flashcardKeys } from './keys';

/** GET /api/flashcards/queue: today's queue on her local day, with counts (401 signed out). */
export const getQueue = () => apiRequest<Queue>('/flashcards/queue');

/** Today's review queue, cached under ['flashcards', 'queue']. */
export const queueQuery = queryOptions({ queryKey: flashcardKeys.queue, queryFn: getQueue });

/** Today's review queue (the review screen, the Training Center's Flashcards card). */
export function useQueue() {
  return useQuery(queueQuery);
}
