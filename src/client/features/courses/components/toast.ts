import { notifications } from '@mantine/notifications';

/** A toast of the marketplace: a title, a message and a color (green success, red failure, yellow to act). */
export interface Toast {
  title: string;
  message: string;
  color: 'green' | 'red' | 'yellow';
}

/**
 * Shows a toast whose close button has a name for screen readers (Mantine's has none by default,
 * which axe reports as "button-name").
 */
export function showToast(toast: Toast): void {
  notifications.show({ ...toast, closeButtonProps: { 'aria-label': 'Close notification' } });
}
