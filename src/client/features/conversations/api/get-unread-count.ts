import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** How often the menu's count asks again while the page is open (milliseconds). */
export const UNREAD_COUNT_REFRESH_MS = 60_000;

/**
 * GET /api/conversations/unread-count (signed in; 401 signed out): `{ count }`, for admins the
 * conversations waiting for a reply, for everyone else their conversations with an unread message
 * from support (issue 13 "an unread count in the menu").
 */
export const getUnreadCount = async () => (await apiRequest<{ count: number }>('/conversations/unread-count')).count;

/** Every viewer's cached count: reading a conversation or marking it unread refreshes them. */
export const unreadCountKey = [...queryKeys.conversations, 'unread-count'] as const;

/** The count as `viewerId` sees it (the answer depends on who asks), every 60 s and after any change to a conversation. */
export const unreadCountQuery = (viewerId: string) =>
  queryOptions({
    queryKey: [...unreadCountKey, viewerId],
    queryFn: getUnreadCount,
    refetchInterval: UNREAD_COUNT_REFRESH_MS,
  });

/** The menu's count for the signed-in `viewerId` (nothing is asked while null, signed out); undefined until known or when it fails. */
export function useUnreadCount(viewerId: string | null): number | undefined {
  return useQuery({ ...unreadCountQuery(viewerId ?? ''), enabled: viewerId !== null }).data;
}
