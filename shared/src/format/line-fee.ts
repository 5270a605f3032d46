/**
 * The platform's fee, computed on a cart line (a gift's price × its quantity), rounded once to the
 * centavo. Rounding per unit let a cheap gift carry no fee at all (5 % of R$ 0,09 is 0,45 centavo,
 * rounded to 0) however many units were bought; on the line, 99 of them carry their 45 centavos.
 * Everything that prices a line (the server's cart, its refunds and received gifts, the guest's
 * cart) goes through these functions, so the guest sees the total the server charges.
 */

/** A percentage (0–100, two decimals) in hundredths of a percent, an integer: 7.15 → 715. */
function basisPoints(percentageGift: number | null | undefined): number {
  const pct = Number.isFinite(percentageGift) ? Number(percentageGift) : 0;
  return Math.max(0, Math.round(pct * 100));
}

/**
 * The fee on `quantity` of a gift of `unitPriceCents`: unit × quantity × percentage / 100, rounded
 * half up to the centavo, in integer arithmetic (a line's centavos × basis points stays far below
 * 2^53 for any amount the database holds).
 */
export function lineFeeCents(
  unitPriceCents: number,
  quantity: number,
  percentageGift: number | null | undefined,
): number {
  const subtotal = Math.max(0, Math.round(unitPriceCents)) * Math.max(0, Math.trunc(quantity));
  const scaled = subtotal * basisPoints(percentageGift);
  // round(scaled / 10 000), half up, without a float division.
  return Math.floor((scaled * 2 + 10_000) / 20_000);
}

/** One line priced: its own prices, the fee, what the guest pays and what the host receives. */
export type TPricedLine = {
  /** unit price × quantity: the gifts' own prices. */
  subtotalCents: number;
  /** The platform's fee on the line, the same whoever pays it. */
  feeCents: number;
  /** What the guest pays for the line: the subtotal plus the fee when covering it, else the subtotal. */
  guestCents: number;
  /** What the host receives: the subtotal when the guest covers the fee, else the subtotal less it. */
  hostCents: number;
};

export function priceLine(
  unitPriceCents: number,
  quantity: number,
  percentageGift: number | null | undefined,
  feeCoveredByGuest: boolean,
): TPricedLine {
  const subtotalCents = Math.round(unitPriceCents) * quantity;
  const feeCents = lineFeeCents(unitPriceCents, quantity, percentageGift);
  return {
    subtotalCents,
    feeCents,
    guestCents: feeCoveredByGuest ? subtotalCents + feeCents : subtotalCents,
    hostCents: feeCoveredByGuest ? subtotalCents : subtotalCents - feeCents,
  };
}

/** A cart's lines priced and summed: the sums are of the lines, so each centavo is a line's. */
export function priceLines(
  lines: readonly { unitPriceCents: number; quantity: number }[],
  percentageGift: number | null | undefined,
  feeCoveredByGuest: boolean,
): TPricedLine {
  const total: TPricedLine = { subtotalCents: 0, feeCents: 0, guestCents: 0, hostCents: 0 };
  for (const line of lines) {
    const priced = priceLine(line.unitPriceCents, line.quantity, percentageGift, feeCoveredByGuest);
    total.subtotalCents += priced.subtotalCents;
    total.feeCents += priced.feeCents;
    total.guestCents += priced.guestCents;
    total.hostCents += priced.hostCents;
  }
  return total;
}
