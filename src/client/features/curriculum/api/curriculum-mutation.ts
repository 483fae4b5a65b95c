import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Curriculum } from '../../../../shared/marketplace/curriculum';
import { invalidateMarketplace } from '../../../lib/query-keys';
import { curriculumQuery } from './get-curriculum';

/**
 * A change of course `courseId`'s curriculum: every change answers with the whole curriculum, which
 * replaces the cached one; the course's other queries (outline, page, lists) are refreshed after it,
 * and after a refusal too (what the editor shows may be stale).
 */
export function useCurriculumMutation<Variables>(
  courseId: string,
  send: (variables: Variables) => Promise<Curriculum>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (curriculum) => queryClient.setQueryData(curriculumQuery(courseId).queryKey, curriculum),
    onSettled: () => invalidateMarketplace(queryClient),
  });
}
