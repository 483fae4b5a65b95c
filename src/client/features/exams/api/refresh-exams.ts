import { useQueryClient } from '@tanstack/react-query';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * After the exam screen submitted or exited an attempt (it sends those itself, through
 * `./attempts`): a function that refreshes every exam query, so the history, the progress and the
 * achievements show the change.
 */
export function useRefreshExams(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => invalidateQueries(queryClient, queryKeys.exams);
}
