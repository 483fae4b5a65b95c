import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query of the communication centre lives under ['conversations']: the student's list and
 * threads, the admins' inbox and threads, and the menu's count. A change to any conversation
 * refreshes them all (`refreshConversations`), so the menu's count follows every send, reply and
 * mark.
 */
export const CONVERSATIONS_KEY = ['conversations'] as const;

/** Refreshes every query of the communication centre, the menu's count too. */
export const refreshConversations = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
