import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { paths } from '../../../shared/paths';
import type { Order } from '../../../shared/payments/orders';
import { formatDateTimeIn } from '../../../shared/time/zones';
import type { Database } from '../../db/client';
import type { Mail, Mailer } from '../../lib/mailer';
import { findUserContacts, getTimeZone } from '../account/service';
import type { OrderKinds, ReceiptExtra } from './order-kinds';
import { orders } from './tables';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as US dollars in a receipt: 4749 -> "$47.49". */
function money(cents: number): string {
  return dollars.format(cents / 100);
}

/**
 * The receipt of a paid order (issue 26 item 7; spec §3 payments: amount, date, status, method,
 * transactionId) to `to`, named `firstName`: what was bought, the amount (with the list price and
 * the referral discount when a code was used), when it was paid in the buyer's time zone
 * `timeZone` (with its abbreviation, "3/2/26, 4:00 AM EST"), the method, the provider's
 * transaction id, the order's id, and a link to the Payment Portal at `publicUrl`; then what the
 * order's kind adds (`extra`: lines and attachments, issue 27 item 3), when it adds anything.
 */
export function receiptMail(
  order: Order,
  {
    to,
    firstName,
    timeZone,
    publicUrl,
    extra = null,
  }: { to: string; firstName: string; timeZone: string; publicUrl: string; extra?: ReceiptExtra | null },
): Mail {
  const paidAt = order.paidAt ?? order.createdAt;
  const lines = [
    `Hello ${firstName || 'there'},`,
    '',
    'Thank you for your payment. This is your receipt.',
    '',
    `Item: ${order.itemTitle}`,
    `Amount: ${money(order.amountCents)} (US dollars)`,
    ...(order.discountCents > 0
      ? [
          `List price: ${money(order.priceCents)}`,
          `Referral discount${order.referralCode ? ` (code ${order.referralCode})` : ''}: -${money(order.discountCents)}`,
        ]
      : []),
    `Date: ${formatDateTimeIn(paidAt, timeZone, { zoneName: true })}`,
    `Status: Paid`,
    `Method: ${order.method}`,
    `Transaction ID: ${order.transactionId ?? 'none'}`,
    `Order: ${order.id}`,
    '',
    `Every payment you have made is listed in your Payment Portal: ${publicUrl}${paths.payment.path}`,
    '',
    ...(extra && extra.lines.length > 0 ? [...extra.lines, ''] : []),
    'Nightingale',
  ];
  const mail: Mail = { to, subject: `Your Nightingale receipt: ${order.itemTitle}`, text: `${lines.join('\n')}\n` };
  return extra && extra.attachments.length > 0 ? { ...mail, attachments: extra.attachments } : mail;
}

/**
 * The confirmation of a free order whose kind has something to tell (issue 27 item 3: a free
 * session's time, where to join and its calendar file), to `to`, named `firstName`: no receipt,
 * since nothing was paid, only what was booked and `extra`.
 */
export function freeBookingMail(
  order: Order,
  { to, firstName, extra }: { to: string; firstName: string; extra: ReceiptExtra },
): Mail {
  const lines = [
    `Hello ${firstName || 'there'},`,
    '',
    `You booked ${order.itemTitle} at no charge.`,
    '',
    ...extra.lines,
    '',
    'Nightingale',
  ];
  const mail: Mail = { to, subject: `Your Nightingale booking: ${order.itemTitle}`, text: `${lines.join('\n')}\n` };
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
    // What the kind adds is a courtesy: when it fails (a calendar file that cannot be made), the
    // receipt still goes, without it.
    const extra = await (
      kind?.receiptExtra?.(db, { id: order.id, itemId: order.itemId, buyerId: row.buyerId }, { timeZone, publicUrl }) ??
      Promise.resolve(null)
    ).catch((error: unknown) => {
      log.warn({ orderId: order.id, err: error }, "the order kind's part of the receipt could not be made");
      return null;
    });
    if (order.amountCents <= 0 && extra === null) return;
    const result = await mailer.send(
      order.amountCents > 0 || extra === null
        ? receiptMail(order, { to: contact.email, firstName: contact.firstName, timeZone, publicUrl, extra })
        : freeBookingMail(order, { to: contact.email, firstName: contact.firstName, extra }),
    );
    if (!result.delivered) log.info({ orderId: order.id }, 'the receipt of a paid order was not delivered');
  };
}
