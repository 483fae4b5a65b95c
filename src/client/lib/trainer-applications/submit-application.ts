import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrainerApplication, TrainerApplicationBody } from '../../../shared/trainer-applications/applications';
import { apiRequest } from '../api-client';
import { invalidateQueries, queryKeys } from '../query-keys';

/**
 * POST /api/trainer-applications (signed in, issue 23): resolves to the pending application.
 * Throws ApiError: 400 with the reason, 401 signed out, 409 already a trainer or one pending.
 */
export const submitApplication = async (body: TrainerApplicationBody) =>
  (await apiRequest<{ application: TrainerApplication }>('/trainer-applications', { method: 'POST', body }))
    .application;

/** Sends an application, then refreshes the applicant's and the admins' lists (after a refusal too). */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSettled: () => invalidateQueries(queryClient, queryKeys.trainerApplications),
  });
}
