import { formatBRL } from '@celebra/shared/format';
import type { THostReceivedGift, TReceivedGiftsFilter } from '@celebra/shared/models';

/** The status a filter shows, as an adjective after 'presente(s)'; none for 'ALL'. */
const ADJECTIVES: Record<Exclude<TReceivedGiftsFilter, 'ALL'>, [singular: string, plural: string]> = {
  APPROVED: ['aprovado', 'aprovados'],
  PENDING: ['pendente', 'pendentes'],
  RECUSED: ['recusado', 'recusados'],
  CANCELLED: ['cancelado', 'cancelados'],
};

/**
 * The line over the list, saying what it counts: '3 presentes aprovados, somando R$ 450,00' (the
 * host's share of each, as bought); all statuses together are only counted, since a sum of paid,
 * unpaid and refused gifts would mean nothing.
 */
export function summarizeReceivedGifts(filter: TReceivedGiftsFilter, gifts: THostReceivedGift[]): string {
  const count = gifts.length;
  if (filter === 'ALL') return `${count} ${count === 1 ? 'presente' : 'presentes'}, de todos os status`;
  const [singular, plural] = ADJECTIVES[filter];
  const total = gifts.reduce((sum, gift) => sum + Math.round(gift.userAmount * 100), 0) / 100;
  const noun = count === 1 ? `presente ${singular}` : `presentes ${plural}`;
  return `${count} ${noun}, somando ${formatBRL(total)}`;
}

/** What the list says when the filter finds nothing. */
export function emptyReceivedGiftsText(filter: TReceivedGiftsFilter): string {
  return filter === 'ALL' ? 'Nenhum presente recebido ainda.' : `Nenhum presente ${ADJECTIVES[filter][0]}.`;
}
