import { z } from 'zod/mini';

/**
 * Peer figures on one item (issue 25 item 2, as UWorld shows them), computed from everyone's first
 * answers to the item: for each taker (a signed-in user, or a visitor's attempt), the earliest
 * answer that was scored (a submitted attempt, or a Tutor-mode check). They travel inside an item's
 * result, so they reach the browser only with the item's key: after submission, or once the item
 * was checked in Tutor mode.
 */
export const itemPeerFiguresSchema = z.object({
  /** Percent (0-100, rounded) of first answers that earned every point. */
  percentCorrect: z.int(),
  /** Median seconds spent on the item in those first answers, rounded to the second. */
  medianSeconds: z.int(),
  /**
   * For an item of options (multiple choice, select all that apply, select N): by option index, the
   * percent (0-100, rounded) of first answers that chose that option. Absent for other item types.
   */
  optionShares: z.optional(z.array(z.int())),
  /**
   * For an item scored in parts (the Next Generation types): the mean percent of the item's points
   * that first answers earned. Absent for an item worth one point.
   */
  meanPointsPercent: z.optional(z.int()),
});

export type ItemPeerFigures = z.infer<typeof itemPeerFiguresSchema>;

/**
 * An item's peer figures: `answers` first answers counted so far, `needed` the least for figures
 * (PEER_MIN_ANSWERS), `figures` once `answers` reaches `needed` (null before), and `yourSeconds`
 * the seconds this student spent on the item in this attempt.
 */
export const itemPeersSchema = z.object({
  answers: z.int(),
  needed: z.int(),
  figures: z.nullable(itemPeerFiguresSchema),
  yourSeconds: z.int(),
});

export type ItemPeers = z.infer<typeof itemPeersSchema>;
