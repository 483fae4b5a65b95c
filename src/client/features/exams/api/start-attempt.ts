import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InProgressAttempt } from '../../../../shared/exams/attempt-schemas';
import type { ExamMode } from '../../../../shared/exams/forms';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries } from '../../../lib/query-keys';
import { attemptHistoryQuery } from './get-attempt-history';

/** Which form to start, and how: Timed (the default) or Tutor mode. */
export interface StartAttemptInput {
  formId: string;
  mode?: ExamMode;
}

/**
 * POST /api/exams/forms/:formId/attempts { mode }: a new attempt of the form, its items drawn now
 * and sent without keys (201). Throws ApiError: 403 a form for registered members only, 404 no
 * such form, 503 too few items in the question bank right now.
 */
export const startAttempt = ({ formId, mode = 'timed' }: StartAttemptInput) =>
  apiRequest<InProgressAttempt>(`/exams/forms/${encodeURIComponent(formId)}/attempts`, {
    method: 'POST',
    body: { mode },
  });

/** Starts an attempt, then refreshes the attempt history (it lists the unfinished attempt). */
export function useStartAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAttempt,
    onSuccess: () => {
      void invalidateQueries(queryClient, attemptHistoryQuery.queryKey);
    },
  });
}
