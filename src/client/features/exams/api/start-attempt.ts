import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InProgressAttempt } from '../../../../shared/exams/attempt-schemas';
import type { ExamMode } from '../../../../shared/exams/forms';
import type { ItemType } from '../../../../shared/items/registry';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries } from '../../../lib/query-keys';
import { attemptHistoryQuery } from './get-attempt-history';

/** Which form to start, and how: Timed (the default), Tutor or NCLEX-like mode; NGN Practice may name one item type. */
export interface StartAttemptInput {
  formId: string;
  mode?: ExamMode;
  itemType?: ItemType;
  /** Case Studies: the case study to take (any when absent). */
  caseStudyId?: string;
}

/**
 * POST /api/exams/forms/:formId/attempts { mode, itemType?, caseStudyId? }: a new attempt of the form, its items
 * drawn now and sent without keys (201). Throws ApiError: 400 a mode or item type the form does not
 * offer, 403 a form for registered members only, 404 no such form, 503 too few items in the
 * question bank right now.
 */
export const startAttempt = ({ formId, mode = 'timed', itemType, caseStudyId }: StartAttemptInput) =>
  apiRequest<InProgressAttempt>(`/exams/forms/${encodeURIComponent(formId)}/attempts`, {
    method: 'POST',
    body: { mode, ...(itemType ? { itemType } : {}), ...(caseStudyId ? { caseStudyId } : {}) },
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
