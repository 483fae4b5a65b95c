import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** Refreshes every classes query (lists, a class, results, a student's assignments and invitations). */
export const invalidateClasses = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.classes });

/** A change to classes sent by `send`; every classes query is refreshed after it (and after a refusal). */
export function useClassMutation<Variables, Result>(send: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => invalidateClasses(queryClient) });
}
