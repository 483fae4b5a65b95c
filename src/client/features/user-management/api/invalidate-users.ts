import type { QueryClient } from '@tanstack/react-query';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * After an admin edited or deleted an account: the user table and its cards, the audit log (the
 * action is recorded there) and the signed-in user (an admin may have edited their own name).
 */
export function invalidateUsers(queryClient: QueryClient): Promise<void> {
  return invalidateQueries(queryClient, queryKeys.users, queryKeys.auditLog, queryKeys.me);
}
