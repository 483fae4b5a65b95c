/**
 * The point-biserial correlation of an item in a group of takers (issue 28 item 5; classical test
 * theory): the Pearson correlation between each taker's score on the item (0 or 1, or the part-score
 * ratio earned/possible of a partly scored item) and her total score on the test. Near 1: those who
 * did well overall got the item right; near 0 or negative: the item does not tell strong from weak
 * takers (a review candidate). Rounded to 2 decimals; null with fewer than 2 takers or when either
 * score does not vary (everyone right, or everyone the same total).
 */
export function pointBiserial(takers: readonly { item: number; total: number }[]): number | null {
  const n = takers.length;
  if (n < 2) return null;
  const meanItem = takers.reduce((sum, taker) => sum + taker.item, 0) / n;
  const meanTotal = takers.reduce((sum, taker) => sum + taker.total, 0) / n;
  let covariance = 0;
  let itemVariance = 0;
  let totalVariance = 0;
  for (const { item, total } of takers) {
    covariance += (item - meanItem) * (total - meanTotal);
    itemVariance += (item - meanItem) ** 2;
    totalVariance += (total - meanTotal) ** 2;
  }
  if (itemVariance < 1e-12 || totalVariance < 1e-12) return null;
  const r = covariance / Math.sqrt(itemVariance * totalVariance);
  return Math.round(r * 100) / 100 || 0;
}
