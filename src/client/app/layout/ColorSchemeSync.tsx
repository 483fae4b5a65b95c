import { useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { useSettings } from '../../features/account/api/get-settings';

/**
 * Applies the signed-in user's Dark mode setting (spec §3 "Settings") to the whole app. Mantine
 * also keeps the choice in the browser, so the next page load starts in the right colours
 * (public/color-scheme.js); sign-out returns to light. Loaded only for signed-in users.
 */
export default function ColorSchemeSync() {
  const { data } = useSettings();
  const { setColorScheme } = useMantineColorScheme();
  const darkMode = data?.darkMode;

  useEffect(() => {
    if (darkMode !== undefined) setColorScheme(darkMode ? 'dark' : 'light');
  }, [darkMode, setColorScheme]);

  return null;
}
