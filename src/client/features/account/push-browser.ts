import type { PushSubscriptionInput } from '../../../shared/reminders/reminders';

/** The service worker that shows pushed reminders (public/push-worker.js). */
export const PUSH_WORKER_URL = '/push-worker.js';

/** Whether this browser can receive Web Push at all (service workers, PushManager, notifications). */
export function browserSupportsPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext
  );
}

/** The notification permission: 'granted', 'denied' or 'default' (not asked yet); 'unsupported' without push. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return browserSupportsPush() ? Notification.permission : 'unsupported';
}

/** A base64url text as bytes (the VAPID public key for `applicationServerKey`). */
function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** What asking for push gave: this browser's subscription, or why there is none. */
export type PushOutcome =
  | { state: 'subscribed'; subscription: PushSubscriptionInput }
  | { state: 'denied' }
  | { state: 'unsupported' };

/**
 * Asks the browser's permission (call it from a click: browsers ask only then), registers the
 * service worker and subscribes this browser with the server's VAPID `publicKey`. Rejects when
 * the browser's push service fails.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushOutcome> {
  if (!browserSupportsPush()) return { state: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { state: 'denied' };
  const registration = await navigator.serviceWorker.register(PUSH_WORKER_URL);
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlBytes(publicKey),
    }));
  return { state: 'subscribed', subscription: subscription.toJSON() as PushSubscriptionInput };
}

/**
 * Whether this browser already holds a push subscription of Nightingale's service worker (fix
 * round of issue 25: push on in the settings but not here shows "Send notifications to this
 * browser"). False when push is unsupported or the worker is not registered.
 */
export async function thisBrowserSubscribed(): Promise<boolean> {
  if (!browserSupportsPush()) return false;
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_URL);
  return (await registration?.pushManager.getSubscription()) != null;
}
