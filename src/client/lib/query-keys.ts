import type { QueryClient } from '@tanstack/react-query';

/** After a change to courses or purchases: every cached course, the trainer dashboard, payments and the admin's purchases. */
export function invalidateMarketplace(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [['courses'], ['trainer'], ['payments'], ['admin', 'purchases']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
