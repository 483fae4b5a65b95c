import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportStudentContext } from '../../../../shared/conversations/conversations';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/admin/conversations/:conversationId/student (admins; issue 23): beside the thread, the
 * student's programme (null before choosing) and documents; none for a visitor. Throws ApiError
 * 403 non-admins, 404 CONVERSATION_NOT_FOUND.
 */
export const getSupportStudent = (conversationId: string) =>
  apiRequest<SupportStudentContext>(`/admin/conversations/${encodeURIComponent(conversationId)}/student`);

/** The student beside the thread `conversationId`, under ['conversations']. */
export const supportStudentQuery = (conversationId: string) =>
  queryOptions({
    queryKey: [...queryKeys.conversations, 'inbox', 'student', conversationId],
    queryFn: () => getSupportStudent(conversationId),
  });

/** The programme and documents of the student of `conversationId` (nothing asked while null: no conversation, or a visitor's). */
export function useSupportStudent(conversationId: string | null) {
  return useQuery({ ...supportStudentQuery(conversationId ?? ''), enabled: conversationId !== null });
}
