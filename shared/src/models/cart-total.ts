/**
 * The cart total: the sum of price × quantity, in reais to the centavo. A file without schemas, so
 * the guest site's first view can count its cart without bundling zod.
 */
export function cartTotal(items: readonly { price: number; quantity: number }[]): number {
  return Math.round(items.reduce((sum, item) => sum + item.price * 100 * item.quantity, 0)) / 100;
}
