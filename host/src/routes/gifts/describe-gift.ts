import { formatBRL } from '@celebra/shared/format';
import type { THostEventGift } from '@celebra/shared/models';

/** The kind's badge on the host's list; a whole item has none. */
export function kindBadge(gift: THostEventGift): string | null {
  if (gift.kind === 'cotas') return 'Cotas';
  if (gift.kind === 'free') return 'Valor livre';
  return null;
}

/** What the guest pays and what the couple receive, per unit, per cota or as the free minimum. */
export function priceLine(gift: THostEventGift): string {
  const split = `Convidado paga ${formatBRL(gift.price)} · Vocês recebem ${formatBRL(gift.priceWithoutFee)}`;
  if (gift.kind === 'free') return `Valor livre, a partir de ${formatBRL(gift.priceWithoutFee)}`;
  if (gift.kind === 'cotas') return `Por cota: ${split.charAt(0).toLowerCase()}${split.slice(1)}`;
  return split;
}

/** How much of the gift was given: cotas taken, units of a limited item, contributions. */
export function givenLine(gift: THostEventGift): string | null {
  if (gift.kind === 'cotas') return `${gift.given} de ${gift.quantity ?? 0} cotas presenteadas`;
  if (gift.kind === 'free') {
    if (gift.given === 0) return null;
    return gift.given === 1 ? '1 contribuição' : `${gift.given} contribuições`;
  }
  const given = gift.given === 1 ? '1 presenteado' : `${gift.given} presenteados`;
  if (gift.quantity !== null) return `Quantidade: ${gift.quantity} · ${given}`;
  return gift.given > 0 ? given : null;
}

/** Every unit or cota the couple asked for is taken. */
export function isGiven(gift: THostEventGift): boolean {
  return gift.remaining === 0;
}

/** How much of a gift guests already gave, as the removal's question says it; null when nothing. */
function givenSentence(gift: THostEventGift): string | null {
  if (gift.given === 0) return null;
  const name = `"${gift.name}"`;
  if (gift.kind === 'cotas') {
    return gift.given === 1
      ? `1 cota de ${name} já foi presenteada.`
      : `${gift.given} cotas de ${name} já foram presenteadas.`;
  }
  if (gift.kind === 'free') {
    return `${name} já recebeu ${gift.given === 1 ? '1 contribuição' : `${gift.given} contribuições`}.`;
  }
  return `${name} já foi presenteado ${gift.given === 1 ? '1 vez' : `${gift.given} vezes`}.`;
}

/**
 * The question before a gift leaves the list. A gift guests already gave says how much, and that
 * its purchases and the money stay: the host should not fear (nor hope) that removing undoes them.
 */
export function removeQuestion(gift: THostEventGift): string {
  const given = givenSentence(gift);
  if (!given) return `Remover "${gift.name}" da sua lista de presentes?`;
  return `${given} Removê-lo tira o presente da lista, mas as compras feitas continuam em 'Presentes recebidos' e o valor continua no seu saldo.`;
}
