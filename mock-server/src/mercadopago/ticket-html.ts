import { BRL, escapeHtml, page } from './checkout-html';
import type { Payment } from './types';

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/**
 * The Pix as the payer's bank app shows it: amount, QR code, the copia-e-cola code, until when it
 * can be paid, and one button, 'Pagar'. Once paid, expired or cancelled, it says so and offers
 * nothing to click.
 */
export function renderTicket(payment: Payment): string {
  const data = payment.point_of_interaction?.transaction_data;
  const amount = `<p class="total">Valor: ${BRL.format(payment.transaction_amount)}</p>`;
  const description = payment.description ? `<p>${escapeHtml(payment.description)}</p>` : '';
  if (payment.status === 'approved' || payment.status === 'refunded' || payment.status === 'charged_back') {
    return page(
      'Pix pago',
      `<h1>Pix pago</h1>${description}${amount}<p><strong>Este Pix já foi pago.</strong></p>`,
    );
  }
  if (payment.status !== 'pending') {
    const expired = payment.status_detail === 'expired';
    const title = expired ? 'Pix expirado' : 'Pix cancelado';
    const text = expired
      ? 'O prazo para pagar este Pix terminou. Volte à loja e gere um novo código.'
      : 'Este Pix foi cancelado e não pode mais ser pago.';
    return page(title, `<h1>${title}</h1>${description}${amount}<p><strong>${text}</strong></p>`);
  }
  const expiresAt = payment.date_of_expiration
    ? `<p class="notice">Pague até ${DATE_TIME.format(new Date(payment.date_of_expiration))}.</p>`
    : '';
  return page(
    'Pagar com Pix',
    `<h1>Pagar com Pix</h1>${description}${amount}
<p><img src="data:image/png;base64,${data?.qr_code_base64 ?? ''}" alt="QR Code do Pix" width="256" height="256"></p>
<p class="notice">Pix copia e cola:</p>
<p><code style="word-break: break-all">${escapeHtml(data?.qr_code ?? '')}</code></p>
${expiresAt}
<p class="notice">Ambiente de simulação: este botão faz as vezes do aplicativo do banco, nenhum valor é cobrado.</p>
<form method="post" action="/payments/${payment.id}/ticket">
<button type="submit" class="approve">Pagar</button>
</form>`,
  );
}

/** After 'Pagar': paid, or why it could not be. */
export function renderTicketResult(payment: Payment, paidNow: boolean): string {
  if (paidNow) {
    return page(
      'Pix pago',
      `<h1>Pix pago!</h1><p class="total">${BRL.format(payment.transaction_amount)}</p><p class="notice">Pagamento nº ${payment.id}. Você já pode voltar à loja.</p>`,
    );
  }
  return renderTicket(payment);
}
