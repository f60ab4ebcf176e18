/**
 * Where a dragged card lands: after every other card whose middle is above the pointer. `middles` are the
 * other cards' vertical middles, top to bottom, in viewport coordinates like `y`.
 */
export function dropIndex(middles: readonly number[], y: number): number {
  return middles.filter((middle) => middle < y).length;
}

/** The order with `id` taken out and put back at `index` among the others. */
export function placedAt<Id>(order: readonly Id[], id: Id, index: number): Id[] {
  const others = order.filter((other) => other !== id);
  return [...others.slice(0, index), id, ...others.slice(index)];
}
