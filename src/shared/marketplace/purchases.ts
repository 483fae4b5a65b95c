import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { entityId } from '../ids';
import { noControlCharacters, visibleText } from '../text';

/**
 * Purchases, refunds and what each party earned (spec §3 "Purchase", §4 "Purchase", §9; docs/architecture.md §7).
 * Amounts are integer cents; times ISO 8601 strings.
 */

const PURCHASE_STATUSES = ['completed', 'refunded'] as const;

/** What a trainer sells: a course, a one-on-one session (a booking), or a paid video. */
const SALE_ITEM_KINDS = ['course', 'session', 'video'] as const;
export type SaleItemKind = (typeof SALE_ITEM_KINDS)[number];
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** One purchase as its buyer sees it (the payment history of /payment). */
export const purchaseSchema = z.object({
  id: z.string(),
  /** The reference shown to the buyer and to support: "NG-" and the first 8 characters of the id, uppercased. */
  transactionId: z.string(),
  itemKind: z.enum(SALE_ITEM_KINDS),
  /** The course's, session's or video's id. */
  itemId: z.string(),
  /** Its title when bought. */
  itemTitle: z.string(),
  /** The course's price when bought. */
  priceCents: z.int(),
  /** The buyer's referral discount (decision 009). */
  discountCents: z.int(),
  /** What the buyer paid: price less discount. */
  amountCents: z.int(),
  referralCode: z.nullable(z.string()),
  /** The referral fee the code's owner earns (10% of the price; 0 without a code). */
  referralFeeCents: z.int(),
  status: z.enum(PURCHASE_STATUSES),
  purchasedAt: z.string(),
  refundedAt: z.nullable(z.string()),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** Earnings that are pending (within 30 days of the sale) and available (after), in cents. */
export const earningsSchema = z.object({
  pendingCents: z.int(),
  availableCents: z.int(),
  totalCents: z.int(),
});
export type Earnings = z.infer<typeof earningsSchema>;

/** One referral fee earned: a sale made with the reader's code. */
const referralFeeSchema = z.object({
  purchaseId: z.string(),
  itemKind: z.enum(SALE_ITEM_KINDS),
  itemTitle: z.string(),
  purchasedAt: z.string(),
  feeCents: z.int(),
  status: z.enum(PURCHASE_STATUSES),
  /** When the fee stops being pending. */
  availableAt: z.string(),
  /** Where the fee stands now, by the server's clock: pending (30 days), available, or refunded (taken back). */
  state: z.enum(['pending', 'available', 'refunded']),
});

/**
 * GET /api/payments: the reader's purchases, newest first, and their referral earnings (spec §2
 * "Payment Portal"; §9 referral fee 10%).
 */
export const paymentsOverviewSchema = z.object({
  /** Null when an admin removed the reader's code. */
  referralCode: z.nullable(z.string()),
  purchases: z.array(purchaseSchema),
  referral: z.object({ earnings: earningsSchema, fees: z.array(referralFeeSchema) }),
});
export type PaymentsOverview = z.infer<typeof paymentsOverviewSchema>;

/** Path parameters naming one purchase. */
export const purchaseParamsSchema = z.object({
  purchaseId: entityId(msg('The purchase id')),
});

/** Body of POST /api/admin/purchases/:purchaseId/refund: why the purchase is refunded. */
export const refundBodySchema = z.strictObject({
  reason: z
    .string({ error: msg('Please give a reason for the refund.') })
    .check(
      z.trim(),
      z.minLength(1, msg('Please give a reason for the refund.')),
      visibleText(msg('Please give a reason for the refund.')),
      z.maxLength(500, msg('The reason must be at most 500 characters.')),
      noControlCharacters(msg('The reason'), { multiline: true }),
    ),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

/** One purchase as an admin sees it, with buyer, trainer and whether it may still be refunded. */
const adminPurchaseSchema = z.extend(purchaseSchema, {
  buyerName: z.string(),
  buyerEmail: z.string(),
  trainerName: z.string(),
  referrerName: z.nullable(z.string()),
  refundable: z.boolean(),
  /** A refund was asked of the payment provider and awaits its confirmation (issue 26). */
  refundRequested: z.boolean(),
  /** The last moment a refund is possible (30 days after the purchase). */
  refundableUntil: z.string(),
  refundReason: z.nullable(z.string()),
});
export type AdminPurchase = z.infer<typeof adminPurchaseSchema>;

/** Query of GET /api/admin/purchases: a page of 20, newest first, optionally one course's or buyer's words. */
export const adminPurchasesQuerySchema = z.object({
  page: z.optional(
    z.coerce
      .number({ error: msg('page must be a whole number from 1.') })
      .check(
        z.int(msg('page must be a whole number from 1.')),
        z.minimum(1, msg('page must be a whole number from 1.')),
      ),
  ),
  search: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(100, msg('The search must be at most 100 characters.')),
        noControlCharacters(msg('The search')),
      ),
  ),
});

export const ADMIN_PURCHASES_PAGE_SIZE = 20;

/** GET /api/admin/purchases. */
export const adminPurchasesSchema = z.object({
  purchases: z.array(adminPurchaseSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type AdminPurchases = z.infer<typeof adminPurchasesSchema>;

/** Answer of a refund: the purchase as refunded. */
export const refundReceiptSchema = z.object({ purchase: adminPurchaseSchema });
export type RefundReceipt = z.infer<typeof refundReceiptSchema>;
