import type { JoinedClass } from '../../../../shared/classes/schemas';
import { apiRequest } from '../../../lib/api-client';
import { useClassMutation } from './class-mutation';

/** POST /api/classes/invitations/:invitationId/accept -> { classId, className }: she joins the class. */
export const acceptInvitation = (invitationId: string) =>
  apiRequest<JoinedClass>(`/classes/invitations/${encodeURIComponent(invitationId)}/accept`, { method: 'POST' });

/** Accepts a class invitation. */
export function useAcceptInvitation() {
  return useClassMutation(acceptInvitation);
}
