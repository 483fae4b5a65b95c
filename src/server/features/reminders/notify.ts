import type { FastifyBaseLogger } from 'fastify';
import { paths } from '../../../shared/paths';
import type { UnsubscribableSetting } from '../../../shared/reminders/reminders';
import type { Database } from '../../db/client';
import { translator } from '../../lib/i18n';
import type { Mail, Mailer, MailResult } from '../../lib/mailer';
import { getLanguage, getSettings } from '../account/service';
import { signUnsubscribeToken, unsubscribeKey } from './secrets';

/** The public page an unsubscribe link opens; it posts the token to POST /api/unsubscribe on load. */
export const UNSUBSCRIBE_PAGE = paths.unsubscribe.path;
/** Where RFC 8058 one-click POSTs go (List-Unsubscribe): the API route itself, no page in between. */
export const UNSUBSCRIBE_API = '/api/unsubscribe';

/**
 * `mail` with a one-click unsubscribe for `setting` of `userId` (issue 25 item 6): a footer line
 * with the link `PUBLIC_URL/unsubscribe?token=...` (the page) and the RFC 8058 headers
 * `List-Unsubscribe: <PUBLIC_URL/api/unsubscribe?token=...>` and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, which mail programs POST to without a page.
 */
export async function withUnsubscribe(
  db: Database,
  publicUrl: string,
  userId: string,
  setting: UnsubscribableSetting,
  mail: Mail,
): Promise<Mail> {
  const token = encodeURIComponent(signUnsubscribeToken(await unsubscribeKey(db), userId, setting));
  const page = `${publicUrl}${UNSUBSCRIBE_PAGE}?token=${token}`;
  // In her interface language, as the rest of the email (issue 29 item 4).
  const t = translator(await getLanguage(db, userId));
  const footer =
    setting === 'emailNotifications'
      ? t(
          'You receive this email because Email notifications are on in your Nightingale settings. Turn them off with one click: {{link}}',
          { link: page },
        )
      : t('Stop these reminders with one click: {{link}}', { link: page });
  return {
    ...mail,
    text: `${mail.text.trimEnd()}\n\n--\n${footer}\n`,
    headers: {
      ...mail.headers,
      'List-Unsubscribe': `<${publicUrl}${UNSUBSCRIBE_API}?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** What became of a notification email: sent (delivered as the mailer says) or suppressed by her setting. */
export type NotificationResult = MailResult & { suppressed: boolean };

/**
 * The one place the product's notification emails to a user go through (issue 25 item 6:
 * `emailNotifications` governs support replies, document reviews and receipts): when `userId`'s
 * emailNotifications is off nothing is sent (`{ delivered: false, suppressed: true }`, logged at
 * debug); otherwise `mail` goes out with a one-click unsubscribe from these emails. Password
 * resets and other account-security emails do NOT come here; they are always sent. Rejects as
 * `mailer.send` does (the callers log and swallow).
 */
export async function sendUserNotification(
  db: Database,
  { mailer, publicUrl, log }: { mailer: Mailer; publicUrl: string; log?: FastifyBaseLogger },
  userId: string,
  mail: Mail,
): Promise<NotificationResult> {
  const settings = await getSettings(db, userId);
  if (!settings.emailNotifications) {
    log?.debug({ userId, subject: mail.subject }, 'notification email not sent: emailNotifications is off');
    return { delivered: false, suppressed: true };
  }
  const result = await mailer.send(await withUnsubscribe(db, publicUrl, userId, 'emailNotifications', mail));
  return { ...result, suppressed: false };
}
