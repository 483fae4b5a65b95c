import { z } from 'zod/mini';
import { msg } from '../i18n/msg';

/**
 * Reminders, notification emails, one-click unsubscribe and Web Push (issue 25 item 6): the
 * contracts the API and the web client share.
 */

/** The settings an email's one-click unsubscribe can turn off: the reminder kinds and the other notification emails. */
export const UNSUBSCRIBABLE_SETTINGS = ['studyReminders', 'practiceTestAlerts', 'emailNotifications'] as const;
export type UnsubscribableSetting = (typeof UNSUBSCRIBABLE_SETTINGS)[number];

/** What the unsubscribe page says once the setting is off, per setting. */
export const UNSUBSCRIBED_SENTENCES: Record<UnsubscribableSetting, string> = {
  studyReminders: msg('You will no longer receive study reminders.'),
  practiceTestAlerts: msg('You will no longer receive practice test alerts.'),
  emailNotifications: msg(
    'You will no longer receive notification emails (support replies, document reviews). Account and password emails still come.',
  ),
};

/** The sentence of an unsubscribe link that is broken or was changed (400 bad_unsubscribe_token). */
export const BAD_UNSUBSCRIBE_TOKEN = msg(
  'This unsubscribe link is not valid. Open it again from the email, or turn the notification off in Settings.',
);

/** POST /api/unsubscribe: the token from the email's link (`/unsubscribe?token=...`). */
export const unsubscribeRequestSchema = z.object({
  token: z.string().check(z.minLength(1, BAD_UNSUBSCRIBE_TOKEN), z.maxLength(500, BAD_UNSUBSCRIBE_TOKEN)),
});
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;

/** POST /api/unsubscribe's answer: the setting now off and the sentence that says so. */
export const unsubscribeResponseSchema = z.object({
  setting: z.enum(UNSUBSCRIBABLE_SETTINGS),
  message: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/** The sentence for a malformed push subscription (400). */
export const BAD_PUSH_SUBSCRIPTION = msg(
  'This browser gave a push subscription Nightingale cannot use. Turn Push notifications off and on again, or try another browser.',
);

const base64Url = (what: string) =>
  z.string().check(
    z.regex(
      /^[A-Za-z0-9_-]+={0,2}$/,
      msg('{{what}} must be base64url text. {{badPushSubscription}}', {
        what,
        badPushSubscription: BAD_PUSH_SUBSCRIPTION,
      }),
    ),
    z.minLength(
      16,
      msg('{{what}} is too short. {{badPushSubscription}}', { what, badPushSubscription: BAD_PUSH_SUBSCRIPTION }),
    ),
    z.maxLength(
      200,
      msg('{{what}} is too long. {{badPushSubscription}}', { what, badPushSubscription: BAD_PUSH_SUBSCRIPTION }),
    ),
  );

/** The sentence for an endpoint that is not a browser push service's address (400). */
export const PUSH_ENDPOINT_NOT_A_PUSH_SERVICE = msg(
  'The push endpoint must be the https address of a browser push service. {{badPushSubscription}}',
  { badPushSubscription: BAD_PUSH_SUBSCRIPTION },
);

/**
 * Whether `value` may be a browser push service's address (fix round of issue 25: the server posts
 * to it, so it must not reach this network): https, a host name with a dot, not an IP literal (v4
 * or v6), not localhost, *.localhost, *.local, *.internal.
 */
export function isPushServiceUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || host.includes(':')) return false;
  if (/^[0-9.]+$/.test(host) || /^0x/i.test(host)) return false;
  if (!host.includes('.')) return false;
  return !/(^|\.)(localhost|local|internal)$/.test(host);
}

/** A push service endpoint: an https URL of a push service (isPushServiceUrl), at most 1000 characters. */
const endpointSchema = z
  .string()
  .check(
    z.maxLength(
      1000,
      msg('The push endpoint is too long. {{badPushSubscription}}', { badPushSubscription: BAD_PUSH_SUBSCRIPTION }),
    ),
    z.refine(isPushServiceUrl, PUSH_ENDPOINT_NOT_A_PUSH_SERVICE),
  );

/**
 * POST /api/push/subscriptions: the browser's PushSubscription as `toJSON()` gives it (issue 25
 * item 6): an https endpoint and the base64url keys p256dh (the browser's P-256 key) and auth.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({ p256dh: base64Url(msg('The p256dh key')), auth: base64Url(msg('The auth key')) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: which of my subscriptions to remove, by endpoint. */
export const pushUnsubscribeSchema = z.object({ endpoint: endpointSchema });
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeSchema>;

/** Why push is off on this server, for the Settings page. */
export const PUSH_NOT_CONFIGURED = msg('Push notifications are not set up on this server yet.');

/** GET /api/push/public-key: the VAPID public key browsers subscribe with, or null when push is not configured. */
export const pushPublicKeyResponseSchema = z.object({ publicKey: z.nullable(z.string()) });
export type PushPublicKeyResponse = z.infer<typeof pushPublicKeyResponseSchema>;

/** The sentence beside the disabled SMS switch: no SMS provider is configured (issue 25 item 6). */
export const SMS_NOT_AVAILABLE = msg('SMS notifications are not available yet.');
