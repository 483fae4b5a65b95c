import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, FORMAT_LOCALES, type LanguageCode } from '../../../shared/i18n/languages';
import { paths } from '../../../shared/paths';
import type { Order } from '../../../shared/payments/orders';
import { formatDateTimeIn } from '../../../shared/time/zones';
import type { Database } from '../../db/client';
import { translator } from '../../lib/i18n';
import type { Mail, Mailer } from '../../lib/mailer';
import { findUserContacts, getLanguage, getTimeZone } from '../account/service';
import type { OrderKinds, ReceiptExtra } from './order-kinds';
import { orders } from './tables';

/** Integer cents as US dollars in a receipt, written as `language` writes money: 4749 -> "$47.49" in English. */
function money(cents: number, language: LanguageCode): string {
  return new Intl.NumberFormat(FORMAT_LOCALES[language], { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** "Hello Ana," or, without a first name, "Hello there,". */
function greeting(t: TFunction, firstName: string): string {
  return firstName ? t('Hello {{firstName}},', { firstName }) : t('Hello there,');
}

/**
 * The receipt of a paid order (issue 26 item 7; spec §3 payments: amount, date, status, method,
 * transactionId) to `to`, named `firstName`: what was bought, the amount (with the list price and
 * the referral discount when a code was used), when it was paid in the buyer's time zone
 * `timeZone` (with its abbreviation, "3/2/26, 4:00 AM EST"), the method, the provider's
 * transaction id, the order's id, and a link to the Payment Portal at `publicUrl`; then what the
 * order's kind adds (`extra`: lines and attachments, issue 27 item 3), when it adds anything. In
 * the buyer's interface language `language` (issue 29 item 4; English by default); the item's
 * title as it was sold.
 */
export function receiptMail(
  order: Order,
  {
    to,
    firstName,
    timeZone,
    publicUrl,
    extra = null,
    language = DEFAULT_LANGUAGE,
  }: {
    to: string;
    firstName: string;
    timeZone: string;
    publicUrl: string;
    extra?: ReceiptExtra | null;
    language?: LanguageCode;
  },
): Mail {
  const t = translator(language);
  const paidAt = order.paidAt ?? order.createdAt;
  const lines = [
    greeting(t, firstName),
    '',
    t('Thank you for your payment. This is your receipt.'),
    '',
    t('Item: {{item}}', { item: order.itemTitle }),
    t('Amount: {{amount}} (US dollars)', { amount: money(order.amountCents, language) }),
    ...(order.discountCents > 0
      ? [
          t('List price: {{price}}', { price: money(order.priceCents, language) }),
          order.referralCode
            ? t('Referral discount (code {{code}}): -{{discount}}', {
                code: order.referralCode,
                discount: money(order.discountCents, language),
              })
            : t('Referral discount: -{{discount}}', { discount: money(order.discountCents, language) }),
        ]
      : []),
    t('Date: {{date}}', {
      date: formatDateTimeIn(paidAt, timeZone, { zoneName: true, locale: FORMAT_LOCALES[language] }),
    }),
    t('Status: Paid'),
    t('Method: {{method}}', { method: order.method }),
    order.transactionId
      ? t('Transaction ID: {{transactionId}}', { transactionId: order.transactionId })
      : t('Transaction ID: none'),
    t('Order: {{orderId}}', { orderId: order.id }),
    '',
    t('Every payment you have made is listed in your Payment Portal: {{link}}', {
      link: `${publicUrl}${paths.payment.path}`,
    }),
    '',
    ...(extra && extra.lines.length > 0 ? [...extra.lines, ''] : []),
    'Nightingale',
  ];
  const mail: Mail = {
    to,
    subject: t('Your Nightingale receipt: {{item}}', { item: order.itemTitle }),
    text: `${lines.join('\n')}\n`,
  };
  return extra && extra.attachments.length > 0 ? { ...mail, attachments: extra.attachments } : mail;
}

/**
 * The confirmation of a free order whose kind has something to tell (issue 27 item 3: a free
 * session's time, where to join and its calendar file), to `to`, named `firstName`: no receipt,
 * since nothing was paid, only what was booked and `extra`. In `language` (issue 29 item 4).
 */
export function freeBookingMail(
  order: Order,
  {
    to,
    firstName,
    extra,
    language = DEFAULT_LANGUAGE,
  }: { to: string; firstName: string; extra: ReceiptExtra; language?: LanguageCode },
): Mail {
  const t = translator(language);
  const lines = [
    greeting(t, firstName),
    '',
    t('You booked {{item}} at no charge.', { item: order.itemTitle }),
    '',
    ...extra.lines,
    '',
    'Nightingale',
  ];
  const mail: Mail = {
    to,
    subject: t('Your Nightingale booking: {{item}}', { item: order.itemTitle }),
    text: `${lines.join('\n')}\n`,
  };
  return extra.attachments.length > 0 ? { ...mail, attachments: extra.attachments } : mail;
}

/**
 * The payments context's `onPaid` (issue 26 item 7): emails the receipt of each paid order of more
 * than $0.00 to its buyer through `mailer` (a free order sends none, unless its kind adds something:
 * then the booking's confirmation, `freeBookingMail`). The buyer's email and time zone come from the
 * account feature; a deleted account gets no email. The order's kind in `kinds` may add lines and
 * attachments (`receiptExtra`: a booked session's calendar file); when that fails, it is logged
 * and the receipt goes without it. Throws when the mailer does (the caller logs it; the payment stands).
 */
export function createReceiptSender({
  db,
  mailer,
  publicUrl,
  log,
  kinds,
}: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  kinds?: Partial<OrderKinds>;
}): (order: Order) => Promise<void> {
  return async (order) => {
    const kind = kinds?.[order.kind];
    if (order.status !== 'paid' || (order.amountCents <= 0 && !kind?.receiptExtra)) return;
    const [row] = await db.select({ buyerId: orders.buyerId }).from(orders).where(eq(orders.id, order.id));
    if (!row) return;
    const contact = (await findUserContacts(db, [row.buyerId])).get(row.buyerId);
    if (!contact || contact.deleted) return;
    const timeZone = await getTimeZone(db, row.buyerId);
    const language = await getLanguage(db, row.buyerId);
    // What the kind adds is a courtesy: when it fails (a calendar file that cannot be made), the
    // receipt still goes, without it.
    const extra = await (
      kind?.receiptExtra?.(
        db,
        { id: order.id, itemId: order.itemId, buyerId: row.buyerId },
        { timeZone, publicUrl, language },
      ) ?? Promise.resolve(null)
    ).catch((error: unknown) => {
      log.warn({ orderId: order.id, err: error }, "the order kind's part of the receipt could not be made");
      return null;
    });
    if (order.amountCents <= 0 && extra === null) return;
    const result = await mailer.send(
      order.amountCents > 0 || extra === null
        ? receiptMail(order, { to: contact.email, firstName: contact.firstName, timeZone, publicUrl, extra, language })
        : freeBookingMail(order, { to: contact.email, firstName: contact.firstName, extra, language }),
    );
    if (!result.delivered) log.info({ orderId: order.id }, 'the receipt of a paid order was not delivered');
  };
}
