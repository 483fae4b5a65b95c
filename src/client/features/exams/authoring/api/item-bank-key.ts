import type { QueryClient } from '@tanstack/react-query';

/**
 * The root of every cached item-bank query (issue 28): lists under [...itemBankKey, 'list', scope,
 * status], one item under [...itemBankKey, 'item', itemId]. Anything that changes items (a save, an
 * action, an accepted import) refreshes the root.
 */
export const itemBankKey = ['item-bank'] as const;

/** Marks every item-bank query stale and refetches those on screen. */
export function invalidateItemBank(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: itemBankKey });
}
