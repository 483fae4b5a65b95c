import { useQuery } from '@tanstack/react-query';
import type { MeUser } from '../../../shared/account/user';
import { meQuery } from './session';

/** The signed-in user with her time zone (null when signed out) and whether that is still being checked. */
export function useCurrentUser(): { user: MeUser | null; isLoading: boolean } {
  const { data, isPending } = useQuery(meQuery);
  return { user: data ?? null, isLoading: isPending };
}
