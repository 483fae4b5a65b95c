import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExamDateBody, TodayPlan } from '../../../../shared/study-plan/study-plan';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries } from '../../../lib/query-keys';
import { studyPlanKey } from './get-today-plan';

/**
 * PUT /api/study-plan/exam-date { examDate: 'YYYY-MM-DD' | '' } -> today's plan after the change
 * ('' clears her date). Throws ApiError: 400 EXAM_DATE_IN_PAST or an invalid date.
 */
export const setExamDate = (body: ExamDateBody) =>
  apiRequest<TodayPlan>('/study-plan/exam-date', { method: 'PUT', body });

/** Saves her exam date, then refreshes the plan. */
export function useSetExamDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setExamDate,
    onSettled: () => invalidateQueries(queryClient, studyPlanKey),
  });
}
