/**
 * The body of the provider's POST /checkout/preferences for one gift at R$ 1,00, as the bench sends
 * it to the stand-in alone and as the least purchase (least-purchase.ts) sends it in each purchase.
 */
export function checkoutPreference(giftId: number | undefined, externalReference: string): string {
  return JSON.stringify({
    items: [{ id: String(giftId), title: 'Presente', quantity: 1, currency_id: 'BRL', unit_price: 100 }],
    back_urls: {
      success: 'http://localhost/ok',
      failure: 'http://localhost/falha',
      pending: 'http://localhost/pendente',
    },
    auto_return: 'approved',
    notification_url: 'http://localhost/api/payments/webhook',
    external_reference: externalReference,
  });
}
