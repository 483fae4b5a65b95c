/**
 * How an ordered-response answer changes as the candidate drags or clicks, zod-free for the
 * browser: `order` is the chosen options' indexes, first step first, at most `steps` of them; null
 * is no answer.
 */
export type Order = readonly number[];

/**
 * The order after `option` is put at step `at` (zero-based; default: after the last step). An option
 * already in the order moves there. When every step is taken, the option put at `at` takes that
 * step's place and the option there goes back to the options (with no `at`, nothing changes).
 */
export function putOption(order: Order | null, steps: number, option: number, at?: number): number[] {
  const current = [...(order ?? [])];
  const from = current.indexOf(option);
  if (from !== -1) {
    current.splice(from, 1);
    current.splice(Math.min(at ?? current.length, current.length), 0, option);
    return current;
  }
  if (current.length >= steps) {
    if (at === undefined || at >= current.length) return current;
    current[at] = option;
    return current;
  }
  current.splice(Math.min(at ?? current.length, current.length), 0, option);
  return current;
}

/** The order after the option at step `from` moves to step `to` (both zero-based), the others shifting. */
export function moveStep(order: Order, from: number, to: number): number[] {
  const next = [...order];
  const [option] = next.splice(from, 1);
  if (option === undefined || to < 0 || to > order.length - 1) return [...order];
  next.splice(to, 0, option);
  return next;
}

/** The order after the option at step `index` goes back to the options; null when none is left. */
export function removeStep(order: Order, index: number): number[] | null {
  const next = order.filter((_, step) => step !== index);
  return next.length === 0 ? null : next;
}
