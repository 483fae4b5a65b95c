import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import { msg } from '../../shared/i18n/msg';

/** Mantine's palette with shades 8 and 9 darkened, so white text on them and them on white meet WCAG AA. */
function withDarkShades(base: MantineColorsTuple, shade8: string, shade9: string): MantineColorsTuple {
  const [c0, c1, c2, c3, c4, c5, c6, c7] = base;
  return [c0, c1, c2, c3, c4, c5, c6, c7, shade8, shade9];
}

/**
 * The Nightingale theme: Mantine defaults with a calm clinical blue and readable type. `translate`
 * gives the close buttons' names in the interface's language (English when not given).
 */
export function createAppTheme(translate: (text: string) => string = (text) => text) {
  return createTheme({
    primaryColor: 'blue',
    primaryShade: { light: 8, dark: 8 },
    colors: {
      green: withDarkShades(DEFAULT_THEME.colors.green, '#2b7a3b', '#1b5e2a'),
      red: withDarkShades(DEFAULT_THEME.colors.red, '#c92a2a', '#b02525'),
      // Orange 8 and 9 on white and on orange's light tint (a streak badge, a calibration flag): 5.9:1 and 5.5:1.
      orange: withDarkShades(DEFAULT_THEME.colors.orange, '#b33d0a', '#a63a0a'),
    },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    defaultRadius: 'md',
    components: {
      // Toasts: a name for the close button, and message text with WCAG AA contrast (Mantine's gray 6 is 3.3:1).
      Notification: {
        defaultProps: { closeButtonProps: { 'aria-label': translate(msg('Close notification')) } },
        styles: { description: { color: 'var(--mantine-color-dimmed)' } },
      },
      // A spinner is a status named by its aria-label, as the list skeletons are (a name on an
      // element without a role is ARIA that axe refuses).
      Loader: { defaultProps: { role: 'status' } },
      // A warning banner (yellow, light) is framed in yellow in dark mode (--nightingale-warning-border),
      // and its title is in the text colour (Mantine's yellow title on the light yellow fails WCAG AA).
      Alert: {
        styles: (_theme: unknown, props: { color?: string }) =>
          props.color === 'yellow' ? { title: { color: 'var(--mantine-color-text)' } } : {},
        vars: (_theme: unknown, props: { color?: string; variant?: string }) => ({
          root:
            props.color === 'yellow' && (props.variant ?? 'light') === 'light'
              ? { '--alert-bd': '1px solid var(--nightingale-warning-border)' }
              : {},
        }),
      },
      // Every dialog's close button has a name.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': translate(msg('Close')) } } },
    },
  });
}

/** The theme in English (tests, and the first render before the interface's language is known). */
export const theme = createAppTheme();

/**
 * Secondary ("dimmed") text and error text (messages under fields, invalid fields; Mantine's red 6
 * is 3.3:1 on white) with WCAG AA contrast on the light and the dark backgrounds; in dark mode also
 * placeholders and warnings (issue 23).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--nightingale-warning-border': 'transparent',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    // Issue 23: placeholders readable on the dark inputs (Mantine's dark 3 is 2.5:1), and warnings
    // (yellow light: banners, badges) as yellow on the dark surface, not Mantine's brown block.
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
    '--mantine-color-yellow-light': 'var(--mantine-color-dark-6)',
    '--mantine-color-yellow-light-hover': 'var(--mantine-color-dark-5)',
    '--mantine-color-yellow-light-color': 'var(--mantine-color-yellow-4)',
    '--nightingale-warning-border': 'var(--mantine-color-yellow-6)',
  },
});
