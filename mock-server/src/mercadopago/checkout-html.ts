import { giveUpUrl } from './give-up-url';
import { offeredInstallments, payerCosts } from './installment-rates';
import type { Payment, Preference } from './types';

export const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function preferenceTotal(preference: Preference): number {
  return (
    Math.round(preference.items.reduce((sum, item) => sum + item.unit_price * item.quantity * 100, 0)) / 100
  );
}

/** A small self-contained page (no script, no external asset) in Mercado Pago's colours. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Mercado Pago (simulação)</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #ededed; color: #333; }
  header { background: #ffe600; padding: 16px; font-weight: 700; font-size: 18px; }
  main { max-width: 520px; margin: 24px auto; background: #fff; border-radius: 8px; padding: 24px; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 20px; margin-top: 0; }
  table { width: 100%; border-collapse: collapse; margin: 16px 0; }
  td, th { padding: 8px 4px; border-bottom: 1px solid #eee; text-align: left; }
  td.num, th.num { text-align: right; white-space: nowrap; }
  .total { font-size: 18px; font-weight: 700; text-align: right; }
  .notice { font-size: 13px; color: #666; }
  form { display: flex; flex-direction: column; gap: 12px; margin-top: 24px; }
  button { font-size: 16px; padding: 12px; border: 0; border-radius: 6px; cursor: pointer; }
  .approve { background: #009ee3; color: #fff; }
  .reject { background: #f23d4f; color: #fff; }
  .pending { background: #fff; color: #009ee3; border: 1px solid #009ee3; }
</style>
</head>
<body>
<header>Mercado Pago <span class="notice">(simulação)</span></header>
<main>
${body}
</main>
</body>
</html>`;
}

export function renderCheckout(preference: Preference, latest: Payment | undefined): string {
  const rows = preference.items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.title)}</td><td class="num">${item.quantity}</td>` +
        `<td class="num">${BRL.format(item.unit_price)}</td>` +
        `<td class="num">${BRL.format(Math.round(item.unit_price * item.quantity * 100) / 100)}</td></tr>`,
    )
    .join('\n');
  const summary = `<h1>Resumo da compra</h1>
<table>
<thead><tr><th>Item</th><th class="num">Qtd.</th><th class="num">Preço</th><th class="num">Subtotal</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p class="total">Total: ${BRL.format(preferenceTotal(preference))}</p>`;

  if (latest?.status === 'approved') {
    const back = preference.back_urls?.success;
    return page(
      'Pagamento aprovado',
      `${summary}<p><strong>Este pagamento já foi aprovado.</strong></p>${
        back ? `<p><a href="${escapeHtml(back)}">Voltar à loja</a></p>` : ''
      }`,
    );
  }
  // The buyer may leave without paying, as on Mercado Pago's page.
  const giveUp = giveUpUrl(preference);
  const pendingNote =
    latest && (latest.status === 'pending' || latest.status === 'in_process')
      ? '<p class="notice">Há um pagamento pendente para esta compra: a escolha abaixo o atualiza.</p>'
      : '';
  return page(
    'Pagamento',
    `${summary}${pendingNote}
<p class="notice">Ambiente de simulação: nenhum valor é cobrado. Escolha o resultado do pagamento.</p>
<form method="post" action="/checkout/${encodeURIComponent(preference.id)}">
${renderInstallments(preference)}
<button type="submit" name="decision" value="approve" class="approve">Aprovar</button>
<button type="submit" name="decision" value="reject" class="reject">Recusar</button>
<button type="submit" name="decision" value="pending" class="pending">Deixar pendente</button>
</form>${giveUp ? `\n<p><a href="${escapeHtml(giveUp)}">Voltar para a loja</a></p>` : ''}`,
  );
}

/**
 * The card's installments the preference offers (at most its payment_methods.installments, without
 * interest under a differential pricing), as a select: the payer's choice goes with the button.
 */
function renderInstallments(preference: Preference): string {
  const { max, interestFree } = offeredInstallments(preference);
  const chosen = preference.payment_methods?.default_installments ?? 1;
  const options = payerCosts(preferenceTotal(preference), max, interestFree)
    .map(
      (cost) =>
        `<option value="${cost.installments}"${cost.installments === chosen ? ' selected' : ''}>` +
        `${escapeHtml(cost.recommended_message)}</option>`,
    )
    .join('\n');
  return `<label>Parcelas no cartão
<select name="installments">
${options}
</select>
</label>`;
}

const RESULT_TEXT: Record<string, string> = {
  approved: 'Pagamento aprovado!',
  rejected: 'Pagamento recusado.',
  pending: 'Pagamento pendente.',
};

/** Shown when the preference has no back URL for the outcome. */
export function renderResult(payment: Payment): string {
  const text = RESULT_TEXT[payment.status] ?? `Pagamento: ${payment.status}.`;
  return page(text, `<h1>${escapeHtml(text)}</h1><p class="notice">Pagamento nº ${payment.id}.</p>`);
}

export function renderNotFound(): string {
  return page(
    'Link inválido',
    '<h1>Link de pagamento inválido</h1><p>Não encontramos esta compra. Volte à loja e tente novamente.</p>',
  );
}

/** A preference past its expiration_date_to: Checkout Pro no longer takes a payment on it. */
export function renderExpired(): string {
  return page(
    'Link expirado',
    '<h1>Link de pagamento expirado</h1><p>O prazo para pagar esta compra terminou. Volte à loja e tente novamente.</p>',
  );
}

/** Whether the preference asked to expire and its end has passed. */
export function isExpired(preference: Preference, now = Date.now()): boolean {
  return Boolean(
    preference.expires && preference.expiration_date_to && Date.parse(preference.expiration_date_to) <= now,
  );
}
