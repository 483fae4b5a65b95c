/**
 * The marketplace's public module: a sale and its ledger entries for the trainer tools' items
 * (sessions, videos), their buyers and earnings, refunds (of withdrawn items, and the steps of a
 * refund through the payment provider), payouts' ledger entries, and the figures user management
 * shows. Other features import this feature only through this module (the lint enforces it).
 */

export { courseCountsOf, unpublishTrainerCourses } from './courses';
export { countCompletedPurchases, listItemBuyers, purchasedItemIds, purchasedItemIdsOfKind } from './item-sales';
export {
  earningsOf,
  earningsTotalsOf,
  paidOutOf,
  trainerEarningsByItem,
  writeAdjustmentEntries,
  writePayoutEntry,
} from './ledger';
export { quoteSale, recordSale, type SaleItem } from './purchases';
export {
  checkRefundable,
  completeRefund,
  getAdminPurchase,
  purchaseOfOrder,
  type RefundablePurchase,
  refundedPurchasesWithOrders,
  refundForCancellation,
} from './refunds';
