import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { UNSUBSCRIBABLE_SETTINGS, type UnsubscribableSetting } from '../../../shared/reminders/reminders';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { reminderSecrets } from './tables';

/**
 * The value kept under `name` in reminder_secrets, made by `make()` the first time (by whichever
 * instance gets there first; the others read that one).
 */
async function storedSecret(db: Database, name: string, make: () => string): Promise<string> {
  await db.insert(reminderSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(reminderSecrets).where(eq(reminderSecrets.name, name));
  if (!row) throw new Error(`the server secret ${name} could not be stored`);
  return row.value;
}

const unsubscribeKeys = new WeakMap<Database, Promise<string>>();

/**
 * The key that signs one-click unsubscribe links (issue 25 item 6): random, made once and kept in
 * the database (reminder_secrets 'unsubscribe'), so every instance and every restart accepts the
 * links already sent. Cached per database handle.
 */
export function unsubscribeKey(db: Database): Promise<string> {
  let key = unsubscribeKeys.get(db);
  if (!key) {
    key = storedSecret(db, 'unsubscribe', () => randomBytes(32).toString('base64url'));
    key.catch(() => unsubscribeKeys.delete(db));
    unsubscribeKeys.set(db, key);
  }
  return key;
}

function signature(key: string, userId: string, setting: UnsubscribableSetting): Buffer {
  return createHmac('sha256', key).update(`unsubscribe\n${userId}\n${setting}`).digest();
}

/**
 * The token of an unsubscribe link: `<user id, base64url>.<setting>.<HMAC-SHA256, base64url>`.
 * It never expires (an old email's link still works); it can turn off that one setting only.
 */
export function signUnsubscribeToken(key: string, userId: string, setting: UnsubscribableSetting): string {
  return `${Buffer.from(userId).toString('base64url')}.${setting}.${signature(key, userId, setting).toString('base64url')}`;
}

/** The user and setting a token names, or null when it is malformed or its signature does not match. */
export function verifyUnsubscribeToken(
  key: string,
  token: string,
): { userId: string; setting: UnsubscribableSetting } | null {
  const [encodedUser, setting, mac, ...rest] = token.split('.');
  if (!encodedUser || !setting || !mac || rest.length > 0) return null;
  if (!(UNSUBSCRIBABLE_SETTINGS as readonly string[]).includes(setting)) return null;
  const userId = Buffer.from(encodedUser, 'base64url').toString('utf8');
  const expected = signature(key, userId, setting as UnsubscribableSetting);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, setting: setting as UnsubscribableSetting };
}

/** Web Push's VAPID keys, or null when push is off on this server. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string } | null;

/** The subject of development's generated keys (a push service may write to it about abuse). */
const DEVELOPMENT_VAPID_SUBJECT = 'mailto:no-reply@localhost';

/**
 * The VAPID keys (issue 25 item 6): VAPID_* from the environment; without them, development makes
 * a pair once and keeps it in the database (reminder_secrets 'vapid', in the data folder for the
 * embedded database, like the session key), and production turns push off (null).
 */
export async function loadVapidKeys(
  db: Database,
  config: { vapid?: Config['vapid']; pushKeysFallback?: Config['pushKeysFallback'] },
): Promise<VapidKeys> {
  if (config.vapid) return config.vapid;
  if ((config.pushKeysFallback ?? 'disabled') === 'disabled') return null;
  const stored = await storedSecret(db, 'vapid', () => JSON.stringify(webPush.generateVAPIDKeys()));
  const { publicKey, privateKey } = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { publicKey, privateKey, subject: DEVELOPMENT_VAPID_SUBJECT };
}
