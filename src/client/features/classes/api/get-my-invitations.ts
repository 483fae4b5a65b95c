import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyInvitations } from '../../../../shared/classes/schemas';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/classes/my-invitations: the open invitations addressed to her email. */
export const getMyInvitations = () => apiRequest<MyInvitations>('/classes/my-invitations');

/** Her class invitations, under ['classes', 'invitations']. */
export const myInvitationsQuery = () =>
  queryOptions({ queryKey: [...queryKeys.classes, 'invitations'], queryFn: getMyInvitations });

/** The signed-in user's class invitations. */
export function useMyInvitations() {
  return useQuery(myInvitationsQuery());
}
