import { and, eq } from 'drizzle-orm';
import webPush from 'web-push';
import { msg } from '../../../shared/i18n/msg';
import type { PushSubscriptionInput } from '../../../shared/reminders/reminders';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { VapidKeys } from './secrets';
import { pushSubscriptions } from './tables';

/** What a push notification shows (the service worker, public/push-worker.js, reads this JSON). */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a click opens, a path on this site such as "/flashcards". */
  url: string;
}

/** One stored browser subscription, as web-push wants it. */
export interface StoredPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Sends one Web Push message; rejects with an error carrying `statusCode` when the push service
 * refuses it (404/410: the subscription is gone). Tests give their own.
 */
export type PushSender = (subscription: StoredPushSubscription, payload: PushPayload) => Promise<void>;

/** The web-push sender signed with `keys` (VAPID), or null when push is off on this server. */
export function webPushSender(keys: VapidKeys): PushSender | null {
  if (!keys) return null;
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return async (subscription, payload) => {
    await webPush.sendNotification(subscription, JSON.stringify(payload), { vapidDetails, TTL: 12 * 60 * 60 });
  };
}

/**
 * Stores `subscription` for `userId` (POST /api/push/subscriptions). An endpoint already stored
 * moves to her only when the same browser re-subscribes (fix round of issue 25): the same endpoint
 * AND the same keys (p256dh, auth), which only that browser holds (e.g. a shared computer where
 * another user signed out and she signed in): the old row is deleted and one inserted for her.
 * Errors: 409 push_subscription_taken when the endpoint is stored with other keys (nothing changes).
 */
export async function savePushSubscription(
  db: Database,
  userId: string,
  subscription: PushSubscriptionInput,
): Promise<void> {
  const values = { userId, endpoint: subscription.endpoint, ...subscription.keys };
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    if (stored && (stored.p256dh !== subscription.keys.p256dh || stored.auth !== subscription.keys.auth)) {
      throw new AppError('push_subscription_taken', {
        status: 409,
        message: msg(
          'This push subscription is already registered with other keys. Turn Push notifications off and on again in this browser.',
        ),
      });
    }
    if (stored) await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, stored.id));
    await tx.insert(pushSubscriptions).values(values).onConflictDoNothing();
  });
}

/**
 * Removes `userId`'s subscription with `endpoint` (DELETE /api/push/subscriptions). Errors: 404
 * push_subscription_not_found when she has none with that endpoint (nothing changes).
 */
export async function deletePushSubscription(db: Database, userId: string, endpoint: string): Promise<void> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (deleted.length === 0) {
    throw new AppError('push_subscription_not_found', {
      status: 404,
      message: msg('This browser is not subscribed to push notifications for your account.'),
    });
  }
}

/** `userId`'s subscriptions. */
export async function listPushSubscriptions(db: Database, userId: string): Promise<StoredPushSubscription[]> {
  const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return rows.map((row) => ({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }));
}

/**
 * Sends `payload` to every browser `userId` subscribed, one at a time. A 404 or 410 from the push
 * service (the browser unsubscribed or the subscription expired) deletes that subscription; other
 * failures are reported in `failed` and the rest still go. Returns how many were sent.
 */
export async function pushToUser(
  db: Database,
  send: PushSender,
  userId: string,
  payload: PushPayload,
): Promise<{ sent: number; removed: number; failed: number }> {
  let sent = 0;
  let removed = 0;
  let failed = 0;
  for (const subscription of await listPushSubscriptions(db, userId)) {
    try {
      await send(subscription, payload);
      sent += 1;
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
        removed += 1;
      } else {
        failed += 1;
      }
    }
  }
  return { sent, removed, failed };
}
