import { randomUUID } from 'node:crypto';
import { buildBrCode } from './br-code';
import { drawQrPng } from './draw-qr-png';
import { COLLECTOR_ID, type MercadoPagoStore, round2 } from './store';
import type { Payment } from './types';
import type { PixPaymentRequest } from './validate-pix-payment';

// Pix costs the collector less than a card; the rate only makes net_received_amount look real.
const PIX_FEE_RATE = 0.0099;

/** The page standing for the payer's bank app, where a Pix of the stand-in is paid. */
export const ticketPath = (paymentId: number) => `/payments/${paymentId}/ticket`;

/**
 * A Pix payment created through POST /v1/payments, as Mercado Pago answers it: pending, waiting
 * for the transfer, with point_of_interaction.transaction_data holding the copia-e-cola BR Code
 * (amount and txid inside), a real PNG of its QR code and the ticket_url where it is paid.
 */
export async function buildPixPayment(
  store: MercadoPagoStore,
  request: PixPaymentRequest,
  expiresAt: Date,
  baseUrl: string,
): Promise<Payment> {
  const id = store.newPaymentId();
  const now = new Date().toISOString();
  const amount = round2(request.transaction_amount);
  const fee = round2(amount * PIX_FEE_RATE);
  const txid = `CELEBRA${id}`;
  const qrCode = buildBrCode({
    amount,
    txid,
    location: `${new URL(baseUrl).host}/pix/v2/${randomUUID()}`,
    merchantName: 'Celebra',
    merchantCity: 'Sao Paulo',
  });
  const png = drawQrPng(qrCode);
  return store.addPayment({
    id,
    date_created: now,
    date_approved: null,
    date_last_updated: now,
    date_of_expiration: expiresAt.toISOString(),
    money_release_date: null,
    operation_type: 'regular_payment',
    issuer_id: null,
    payment_method_id: 'pix',
    payment_type_id: 'bank_transfer',
    status: 'pending',
    status_detail: 'pending_waiting_transfer',
    currency_id: 'BRL',
    description: request.description ?? '',
    live_mode: false,
    collector_id: COLLECTOR_ID,
    payer: {
      id: '987654321',
      email: request.payer.email,
      first_name: request.payer.first_name ?? null,
      last_name: request.payer.last_name ?? null,
      identification: { type: 'CPF', number: request.payer.identification.number.replace(/\D/g, '') },
      type: 'guest',
    },
    metadata: request.metadata ?? {},
    additional_info: { items: [], ip_address: '127.0.0.1' },
    order: { type: 'mercadopago', id: store.newOrderId() },
    external_reference: request.external_reference,
    transaction_amount: amount,
    transaction_amount_refunded: 0,
    coupon_amount: 0,
    transaction_details: {
      net_received_amount: round2(amount - fee),
      total_paid_amount: amount,
      overpaid_amount: 0,
      installment_amount: 0,
      financial_institution: null,
      payment_method_reference_id: null,
      external_resource_url: null,
    },
    fee_details: [{ type: 'mercadopago_fee', amount: fee, fee_payer: 'collector' }],
    captured: true,
    binary_mode: false,
    installments: 1,
    statement_descriptor: null,
    notification_url: request.notification_url,
    refunds: [],
    processing_mode: 'aggregator',
    point_of_interaction: {
      type: 'OPENPLATFORM',
      sub_type: null,
      application_data: { name: null, version: null },
      transaction_data: {
        qr_code: qrCode,
        qr_code_base64: png.toString('base64'),
        ticket_url: `${baseUrl}${ticketPath(id)}`,
        transaction_id: null,
        bank_transfer_id: null,
        financial_institution: null,
        bank_info: {
          payer: { account_id: null, id: null, long_name: null },
          collector: { account_id: null, long_name: 'Celebra', transfer_account_id: null },
          is_same_bank_account_owner: null,
        },
      },
    },
    preference_id: null,
  });
}

/**
 * The payer's bank paid the Pix: approved ('accredited'), with the transfer's details Mercado
 * Pago fills in then.
 */
export function payPix(store: MercadoPagoStore, payment: Payment): Payment {
  store.setStatus(payment, 'approved', 'accredited');
  payment.transaction_details.financial_institution = 'Banco Simulado S.A.';
  payment.transaction_details.payment_method_reference_id = `E${payment.id}${Date.now()}`;
  const data = payment.point_of_interaction?.transaction_data;
  if (data) {
    data.transaction_id = `PIXE${payment.id}`;
    data.bank_transfer_id = payment.id;
    data.financial_institution = 'Banco Simulado S.A.';
  }
  return payment;
}
