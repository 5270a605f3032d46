/**
 * What refunding a purchase, or one line of it, gives back to the guest, in centavos.
 *
 * The guest paid totalPriceCents for userAmountCents of gifts (the platform's percentage on top),
 * so a line's part of the payment is totalPrice × lineShare / userAmount, rounded DOWN to the
 * centavo (exact integer arithmetic). The centavos the rounding leaves are never lost: a whole
 * refund gives back everything not yet refunded (totalPrice − the lines already refunded), and
 * refunding the last line still unrefunded is that whole refund. So the refunds of a purchase
 * always add up to exactly what the guest paid.
 */
/** A line of the purchase: `userAmountCents` its host share (priced on the whole line). */
export type RefundLineBasis = { id: number; quantity: number; userAmountCents: number };

export type RefundPlanLine = RefundLineBasis & {
  refundCents: number;
  refunded: boolean;
};

export function lineRefundCents(totalPriceCents: number, userAmountCents: number, lineCents: number): number {
  if (userAmountCents <= 0) return 0;
  return Number((BigInt(totalPriceCents) * BigInt(lineCents)) / BigInt(userAmountCents));
}

/**
 * Each line with its host share and what refunding it gives back now, and what a whole refund
 * gives back now. The last unrefunded line gives back the whole remainder.
 */
export function planRefunds(
  purchase: { totalPriceCents: number; userAmountCents: number },
  lines: RefundLineBasis[],
  refundedIds: ReadonlySet<number>,
  // What refunds of an amount (not of a line) gave back since the approval: guest and host parts.
  amounts: { guestCents: number; hostCents: number } = { guestCents: 0, hostCents: 0 },
) {
  const withShares = lines.map((line) => ({
    ...line,
    refundCents: lineRefundCents(purchase.totalPriceCents, purchase.userAmountCents, line.userAmountCents),
    refunded: refundedIds.has(line.id),
  }));
  const refundedCents = withShares.filter((line) => line.refunded).reduce((sum, l) => sum + l.refundCents, 0);
  const remainingCents = purchase.totalPriceCents - refundedCents - amounts.guestCents;
  const hostRemainingCents =
    withShares.filter((line) => !line.refunded).reduce((sum, l) => sum + l.userAmountCents, 0) -
    amounts.hostCents;
  const open = withShares.filter((line) => !line.refunded);
  const planned: RefundPlanLine[] = withShares.map((line) =>
    open.length === 1 && open[0]?.id === line.id ? { ...line, refundCents: remainingCents } : line,
  );
  return { lines: planned, remainingCents, hostRemainingCents, openCount: open.length };
}
