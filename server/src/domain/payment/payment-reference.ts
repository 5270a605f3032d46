/**
 * What a payment pays for, as the preference's external_reference: 'purchase:<id>' (a guest's
 * gifts), 'pre-user:<id>' (the pre-registration fee) or 'service:<id>' (a turbo service of an
 * event). The provider hands it back on the payment, which is how a notification finds its row.
 */
export type PaymentReference = { kind: 'purchase' | 'pre-user' | 'service'; id: number };

export function formatReference(reference: PaymentReference): string {
  return `${reference.kind}:${reference.id}`;
}

export function parseReference(text: string | null | undefined): PaymentReference | null {
  const match = /^(purchase|pre-user|service):(\d{1,10})$/.exec(text ?? '');
  if (!match?.[1] || !match[2]) return null;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  return { kind: match[1] as PaymentReference['kind'], id };
}
