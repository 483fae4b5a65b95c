import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BoardPage } from '../../../../shared/board/messages';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/board/messages?page= (anyone; spec §7 "select all rows ordered by created_at
 * descending"): one page of BOARD_PAGE_SIZE messages, newest first; for admins reported messages
 * first, with the author's email and the reports. Throws ApiError (400 for a page that is not a
 * whole number from 1).
 */
export const getBoardMessages = (page: number) =>
  apiRequest<BoardPage>(`/board/messages?${new URLSearchParams({ page: String(page) })}`);

/**
 * One page of the board as `viewerId` sees it (null signed out): what the API answers depends on
 * who asks (admins see emails and reports), so the viewer is part of the key. Under ['board'], which
 * every board mutation refreshes.
 */
export const boardMessagesQuery = (page: number, viewerId: string | null) =>
  queryOptions({
    queryKey: [...queryKeys.board, 'messages', viewerId, page],
    queryFn: () => getBoardMessages(page),
  });

/** The board's page `page` once the viewer is known (`enabled`); the previous page stays shown while the next one loads. */
export function useBoardMessages(page: number, viewerId: string | null, enabled = true) {
  return useQuery({ ...boardMessagesQuery(page, viewerId), enabled, placeholderData: keepPreviousData });
}
