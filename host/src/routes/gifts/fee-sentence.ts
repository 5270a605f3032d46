const PERCENT = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** The platform's percentage the Brazilian way: 5 → '5%', 7.5 → '7,5%'. */
export function formatPercentage(percentage: number): string {
  return `${PERCENT.format(percentage)}%`;
}

/**
 * The one sentence above the host's list that says where the fee goes: the guest pays it on top
 * by default, and when they choose not to, it comes out of what the couple receive.
 */
export function feeSentence(percentage: number): string {
  return `A Celebra fica com ${formatPercentage(percentage)} de cada presente: o convidado paga o valor do presente mais a taxa, e vocês recebem o valor do presente (se o convidado escolher não pagar a taxa, ela sai do valor que vocês recebem).`;
}
