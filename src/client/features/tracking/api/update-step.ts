import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StepKey, StepUpdateBody, TimelineStep } from '../../../../shared/tracking/tracking';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * PUT /api/admin/tracking/:userId/steps/:step (admins) with a StepUpdateBody: for a support step
 * its status, date completed (required when completed), due date and note; for a step that follows
 * the records only its due date and note ('' clears a field). Resolves to the step as the timeline
 * now shows it. Throws ApiError: 400 STEP_DATE_REQUIRED, STEP_FOLLOWS_RECORDS or an invalid date,
 * 403 non-admins, 404 STUDENT_NOT_FOUND or an unknown step.
 */
export const updateStep = async ({ userId, step, body }: { userId: string; step: StepKey; body: StepUpdateBody }) =>
  (
    await apiRequest<{ step: TimelineStep }>(
      `/admin/tracking/${encodeURIComponent(userId)}/steps/${encodeURIComponent(step)}`,
      { method: 'PUT', body },
    )
  ).step;

/** Saves a step, then refreshes every timeline and the audit log (the change is recorded there). */
export function useUpdateStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStep,
    onSettled: () => invalidateQueries(queryClient, queryKeys.tracking, queryKeys.auditLog),
  });
}
