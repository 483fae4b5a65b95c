import type { InviteBody, Invited } from '../../../../shared/classes/schemas';
import { apiRequest } from '../../../lib/api-client';
import { useClassMutation } from './class-mutation';

/** POST /api/classes/:classId/invitations { emails } -> { invited, alreadyMembers }; each invited address is emailed the join link. */
export const inviteStudents = ({ classId, body }: { classId: string; body: InviteBody }) =>
  apiRequest<Invited>(`/classes/${encodeURIComponent(classId)}/invitations`, { method: 'POST', body });

/** Invites students by email. */
export function useInviteStudents() {
  return useClassMutation(inviteStudents);
}
