/**
 * The notice of what checking the cart against the list took from it. A module of its own, loaded
 * when the cart is checked (use-cart.ts): its sentences are not part of the first view's script.
 */
import { formatBRL } from '@celebra/shared/format';
import type { TCartItem, TEventGift } from '@celebra/shared/models';
import { isGiven, maxQuantityOf } from './cart-rules';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * What checking the cart against the list took from it, in a sentence per line, for the notice the
 * cart shows; null when it took nothing (refreshed prices and names are not news).
 */
export function describeTrimmedCart(
  items: readonly TCartItem[],
  gifts: readonly TEventGift[],
): string | null {
  const byId = new Map(gifts.map((gift) => [gift.id, gift]));
  const sentences = items.flatMap((item) => {
    const gift = byId.get(item.id);
    if (!gift?.isAvailable) return [`"${item.name}" não está mais disponível e saiu do carrinho.`];
    if (isGiven(gift)) return [`"${gift.name}" já foi presenteado e saiu do carrinho.`];
    if (gift.kind === 'free') {
      return item.amount !== undefined && item.amount < gift.priceWithoutFee
        ? [`O valor mínimo de "${gift.name}" agora é ${formatBRL(gift.priceWithoutFee)}.`]
        : [];
    }
    const max = maxQuantityOf(gift);
    if (item.quantity <= max) return [];
    const unit = gift.kind === 'cotas' ? plural(max, 'cota', 'cotas') : plural(max, 'unidade', 'unidades');
    return [
      `De "${gift.name}" ${plural(max, 'resta', 'restam')} só ${max} ${unit}: o carrinho foi ajustado.`,
    ];
  });
  return sentences.length > 0 ? sentences.join(' ') : null;
}
