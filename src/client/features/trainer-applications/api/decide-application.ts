import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TrainerApplication,
  TrainerApplicationDecision,
} from '../../../../shared/trainer-applications/applications';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/admin/trainer-applications/:applicationId/decision (admins, issue 23): approves (the
 * applicant becomes a trainer) or declines with a comment. Throws ApiError: 400 a decline without a
 * comment, 403, 404, 409 already decided or the applicant deleted.
 */
export const decideApplication = async ({ id, body }: { id: string; body: TrainerApplicationDecision }) =>
  (
    await apiRequest<{ application: TrainerApplication }>(
      `/admin/trainer-applications/${encodeURIComponent(id)}/decision`,
      { method: 'POST', body },
    )
  ).application;

/** Decides an application, then reloads the applications and the user lists a role change shows in. */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApplication,
    onSettled: () => invalidateQueries(queryClient, queryKeys.trainerApplications, queryKeys.users, queryKeys.auditLog),
  });
}
