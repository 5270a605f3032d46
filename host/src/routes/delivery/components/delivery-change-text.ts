import { GIFT_DELIVERY_PREFERENCE_LABELS } from '@celebra/shared/format';
import type { TGiftDeliveryPreference } from '@celebra/shared/models';

/** What each choice means, under its label. */
export const PREFERENCE_HINTS: Record<TGiftDeliveryPreference, string> = {
  weekOfParty:
    'Os presentes da lista são comprados e entregues no seu endereço nos sete dias antes da festa.',
  weekAfterParty:
    'Os presentes da lista são comprados e entregues no seu endereço nos sete dias depois da festa.',
  cash: 'Cada presente vira dinheiro no seu saldo, para você usar como quiser.',
};

const WHEN: Record<'weekOfParty' | 'weekAfterParty', string> = {
  weekOfParty: 'na semana da festa',
  weekAfterParty: 'na semana seguinte à festa',
};

/**
 * The confirmation's text: what the change does to the gifts already given and to the next ones.
 * Cotas and free amounts are money whatever the choice.
 */
export function deliveryChangeText(
  from: TGiftDeliveryPreference | null,
  to: TGiftDeliveryPreference,
): string {
  const label = GIFT_DELIVERY_PREFERENCE_LABELS[to];
  if (to === 'cash') {
    return `Mudar para '${label}'? Os presentes ainda não comprados para entrega viram dinheiro no seu saldo, e os próximos também.`;
  }
  if (from === 'cash' || from === null) {
    return `Mudar para '${label}'? Os próximos presentes da lista serão entregues ${WHEN[to]} no endereço de entrega; os já recebidos continuam em dinheiro. Cotas e valores livres continuam em dinheiro.`;
  }
  return `Mudar para '${label}'? Os presentes ainda não comprados passam a ser entregues ${WHEN[to]}, e os próximos também.`;
}
