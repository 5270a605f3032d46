import type { Preference } from './types';

/**
 * Where Checkout Pro's 'Voltar para a loja' takes a buyer who leaves without paying: the
 * preference's failure address, with the query Mercado Pago sends then, every payment field
 * 'null'. Null when the preference has no failure address (the link is then not shown).
 */
export function giveUpUrl(preference: Preference): string | null {
  const base = preference.back_urls?.failure;
  if (!base) return null;
  const url = new URL(base);
  const params: Record<string, string> = {
    collection_id: 'null',
    collection_status: 'null',
    payment_id: 'null',
    status: 'null',
    external_reference: preference.external_reference ?? 'null',
    payment_type: 'null',
    merchant_order_id: 'null',
    preference_id: preference.id,
    site_id: 'MLB',
    processing_mode: 'aggregator',
    merchant_account_id: 'null',
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}
