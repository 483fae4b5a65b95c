import type { AccountUser } from '../../../shared/account/user';
import type { LanguageCode } from '../../../shared/i18n/languages';
import type { OrderKind } from '../../../shared/payments/orders';
import type { Database } from '../../db/client';
import type { MailAttachment } from '../../lib/mailer';

/** What a buyer asked to buy, as POST /api/orders gives it to the kind. */
export interface QuoteRequest {
  buyer: AccountUser;
  itemId: string;
  /** The referral code typed (uppercased), or null. */
  referralCode: string | null;
  /** The list price the buyer was shown, when given (a different price is 409 `price_changed`). */
  expectedPriceCents: number | undefined;
}

/** An order's price and what it names, computed by the server (the browser's figures are ignored). */
export interface OrderQuote {
  itemTitle: string;
  /** The line's name on the provider's checkout page ("Course: …"). */
  description: string;
  priceCents: number;
  discountCents: number;
  amountCents: number;
  /** The referral code accepted (its owner checked), or null. */
  referralCode: string | null;
  /** Where the buyer goes to use what was bought. */
  returnPath: string;
  /** A programme fee's due date; null otherwise. */
  dueAt?: Date | null;
  /** False for an order that holds nothing and never lapses (a programme fee); default true. */
  expires?: boolean;
}

/** A paid order, as a kind's `fulfil` receives it. */
export interface PaidOrder {
  id: string;
  buyerId: string;
  itemId: string;
  itemTitle: string;
  priceCents: number;
  amountCents: number;
  referralCode: string | null;
  paidAt: Date;
}

/**
 * What each kind of order does (issue 26 item 2). A feature that sells something writes one and
 * app.ts hands it to the payments routes, so the payments feature imports no seller.
 */
export interface OrderKindHandler {
  /**
   * Checks, in the order's transaction, that `request.buyer` may buy the item now (locking its row
   * so concurrent orders are served one at a time) and prices it. Throws AppError, writing nothing:
   * 404 unknown item, 403 own item, 409 already bought, full, started, `price_changed`, 400 a
   * referral code refused.
   */
  quote(tx: Database, request: QuoteRequest, now: Date): Promise<OrderQuote>;
  /**
   * Gives what a paid order buys (a purchase and its ledger entries, a plan's period, a fee marked
   * paid), in the transaction that marks it paid. Throws AppError when it can no longer be given
   * (already bought meanwhile, a seat gone): the order then fails and its payment is refunded.
   */
  fulfil(tx: Database, order: PaidOrder): Promise<void>;
  /**
   * Takes back what a refunded order gave, in the refund's transaction (optional: the marketplace's
   * own refund does it for trainers' items).
   */
  reverse?(tx: Database, order: PaidOrder & { refundedAt: Date }): Promise<void>;
  /**
   * What the kind adds to its paid order's receipt email (optional; issue 27 item 3: a booked
   * session's time in the buyer's zone, where to join and a calendar file): lines of text after
   * the receipt's, and attachments. `timeZone` is the buyer's IANA zone, `publicUrl` the site's
   * address without a trailing slash, `language` the buyer's (issue 29: the lines in it). Null adds nothing.
   */
  receiptExtra?(
    db: Database,
    order: { id: string; itemId: string; buyerId: string },
    context: { timeZone: string; publicUrl: string; language: LanguageCode },
  ): Promise<ReceiptExtra | null>;
}

/** What a kind adds to a receipt email. */
export interface ReceiptExtra {
  lines: string[];
  attachments: MailAttachment[];
}

/** The handler of every kind of order. */
export type OrderKinds = Record<OrderKind, OrderKindHandler>;
