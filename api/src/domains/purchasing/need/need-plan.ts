// What to order, as arithmetic: the pure part of "need = pieces to decorate − stock that can be
// used", with no database, so its rules are property-tested (api/test/need-plan.property.test.ts).

/** A batch or an order, by a key unique across both ("batch:<id>", "order:<id>"). */
export type SourceKey = string;

/** What one source needs of one product and size, and what already covers it. */
export interface SourceDemand {
  source: SourceKey;
  pieces: number;
  /** Shelf stock already set aside for this source (reserved or already used). */
  reserved: number;
  /** Pieces on open purchase orders for this source not yet counted in. */
  onOrder: number;
}

export interface SourcePlan {
  source: SourceKey;
  pieces: number;
  /** Stock covering it: what was reserved before, plus what this plan reserves. */
  fromStock: number;
  /** Of fromStock, what this plan newly reserves from the free shelf. */
  reserveNow: number;
  onOrder: number;
  toOrder: number;
}

/**
 * Splits one product-size's free shelf stock among the sources in the order given (the earliest due
 * first), then answers what each still has to order. Covered pieces are never ordered twice, the
 * shelf is never promised twice, and no count is ever negative.
 */
export function planSize(demands: readonly SourceDemand[], freeStock: number): SourcePlan[] {
  let free = Math.max(0, freeStock);
  return demands.map((demand) => {
    const open = Math.max(0, demand.pieces - demand.reserved - demand.onOrder);
    const reserveNow = Math.min(free, open);
    free -= reserveNow;
    return {
      source: demand.source,
      pieces: demand.pieces,
      fromStock: Math.min(demand.pieces, demand.reserved + reserveNow),
      reserveNow,
      onOrder: Math.min(demand.onOrder, Math.max(0, demand.pieces - demand.reserved)),
      toOrder: open - reserveNow,
    };
  });
}

/**
 * How a count of goods for a purchase order line lands on the sources it was ordered for, in
 * their order: `before` pieces had been counted in already, `counted` arrive now. Each source gets at
 * most what it was ordered for; whatever is left over (more arrived than ordered) is `extra`.
 */
export function splitArrival(
  uses: readonly { source: SourceKey; quantity: number }[],
  before: number,
  counted: number,
): { shares: { source: SourceKey; quantity: number }[]; extra: number } {
  const shares: { source: SourceKey; quantity: number }[] = [];
  let start = 0;
  for (const use of uses) {
    const had = Math.min(use.quantity, Math.max(0, before - start));
    const has = Math.min(use.quantity, Math.max(0, before + counted - start));
    if (has > had) shares.push({ source: use.source, quantity: has - had });
    start += use.quantity;
  }
  const ordered = uses.reduce((sum, use) => sum + use.quantity, 0);
  const extra = Math.max(0, before + counted - Math.max(ordered, before));
  return { shares, extra };
}

/** What of each use is still to come: ordered less what was counted in, in the uses' order. */
export function stillToCome(
  uses: readonly { source: SourceKey; quantity: number }[],
  received: number,
): { source: SourceKey; quantity: number }[] {
  let start = 0;
  return uses.map((use) => {
    const arrived = Math.min(use.quantity, Math.max(0, received - start));
    start += use.quantity;
    return { source: use.source, quantity: use.quantity - arrived };
  });
}
