/**
 * The marketplace's public module: a sale and its ledger entries for the trainer tools' items
 * (sessions, videos), their buyers and earnings, refunds of withdrawn items, and the figures user
 * management shows. Other features import this feature only through this module (the lint enforces
 * it).
 */

export { courseCountsOf, unpublishTrainerCourses } from './courses';
export { countCompletedPurchases, listItemBuyers, purchasedItemIds } from './item-sales';
export { earningsTotalsOf, trainerEarningsByItem, writeAdjustmentEntries } from './ledger';
export { quoteSale, recordSale, type SaleItem } from './purchases';
export { refundForCancellation } from './refunds';
