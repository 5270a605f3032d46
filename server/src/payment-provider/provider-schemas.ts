import { reaisToCents } from '@celebra/shared/format';
import { z } from 'zod';

/*
 * Mercado Pago's answers to the Pix, refund, search and chargeback calls, parsed at the edge into
 * Celebra's terms: ids as strings, money in centavos, dates as Date. Objects stay loose (the
 * provider adds fields at will); only what Celebra reads is required.
 */

const ZId = z.union([z.number(), z.string()]).transform(String);
const ZReais = z.union([z.number(), z.string()]).pipe(z.coerce.number()).transform(reaisToCents);
const ZDate = z
  .string()
  .refine((text) => !Number.isNaN(Date.parse(text)))
  .transform((text) => new Date(text));
// The provider's SDKs type some flags as strings: 'true' / 'false' are taken too.
const ZFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')]);

/** POST /v1/payments for a Pix: the QR code, its copia-e-cola and where it expires. */
export const ZPixPaymentAnswer = z
  .object({
    id: ZId,
    status: z.string(),
    status_detail: z.string().nullable(),
    transaction_amount: ZReais,
    external_reference: z.string().nullish(),
    date_of_expiration: ZDate,
    point_of_interaction: z
      .object({
        transaction_data: z
          // Its qr_code_base64 (a PNG of the same code) is not read: the event site draws the QR code
          // from the code itself.
          .object({ qr_code: z.string().min(1), ticket_url: z.string() })
          .loose(),
      })
      .loose(),
  })
  .loose()
  .transform((payment) => ({
    id: payment.id,
    status: payment.status,
    statusDetail: payment.status_detail,
    amountCents: payment.transaction_amount,
    externalReference: payment.external_reference ?? null,
    qrCode: payment.point_of_interaction.transaction_data.qr_code,
    ticketUrl: payment.point_of_interaction.transaction_data.ticket_url,
    expiresAt: payment.date_of_expiration,
  }));
export type PixPayment = z.output<typeof ZPixPaymentAnswer>;

/** POST /v1/payments/{id}/refunds. */
export const ZRefundAnswer = z
  .object({ id: ZId, payment_id: ZId, amount: ZReais, status: z.string(), date_created: ZDate })
  .loose()
  .transform((refund) => ({
    id: refund.id,
    paymentId: refund.payment_id,
    amountCents: refund.amount,
    status: refund.status,
    createdAt: refund.date_created,
  }));
export type ProviderRefund = z.output<typeof ZRefundAnswer>;

/** One result of GET /v1/payments/search: what a reconciliation compares with the database. */
const ZPaymentSummary = z
  .object({
    id: ZId,
    status: z.string(),
    status_detail: z.string().nullish(),
    external_reference: z.string().nullish(),
    transaction_amount: ZReais,
    transaction_amount_refunded: ZReais.nullish(),
    date_created: ZDate,
    date_approved: ZDate.nullish(),
    date_last_updated: ZDate.nullish(),
  })
  .loose()
  .transform((payment) => ({
    id: payment.id,
    status: payment.status,
    statusDetail: payment.status_detail ?? null,
    externalReference: payment.external_reference ?? null,
    amountCents: payment.transaction_amount,
    refundedCents: payment.transaction_amount_refunded ?? 0,
    createdAt: payment.date_created,
    approvedAt: payment.date_approved ?? null,
    updatedAt: payment.date_last_updated ?? null,
  }));
export type PaymentSummary = z.output<typeof ZPaymentSummary>;

export const ZPaymentSearchAnswer = z
  .object({
    paging: z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() }).loose(),
    results: z.array(ZPaymentSummary),
  })
  .loose()
  .transform((page) => ({
    total: page.paging.total,
    limit: page.paging.limit,
    offset: page.paging.offset,
    results: page.results,
  }));
export type PaymentSearchPage = z.output<typeof ZPaymentSearchAnswer>;

/** GET /v1/chargebacks/{id}: the dispute, and until when its documents can be sent. */
export const ZChargebackAnswer = z
  .object({
    id: ZId,
    payments: z.array(
      z.union([
        ZId,
        z
          .object({ id: ZId })
          .loose()
          .transform((payment) => payment.id),
      ]),
    ),
    amount: ZReais,
    coverage_applied: ZFlag.nullish(),
    documentation_required: ZFlag.nullish(),
    date_documentation_deadline: ZDate.nullish(),
  })
  .loose()
  .transform((chargeback) => ({
    id: chargeback.id,
    paymentIds: chargeback.payments,
    amountCents: chargeback.amount,
    coverageApplied: chargeback.coverage_applied ?? false,
    documentationRequired: chargeback.documentation_required ?? false,
    documentationDeadline: chargeback.date_documentation_deadline ?? null,
  }));
export type ProviderChargeback = z.output<typeof ZChargebackAnswer>;

/**
 * GET /v1/payment_methods/installments: one entry per issuer of the card brand asked about, each
 * with its payer costs. The first entry's are taken (the brand's own, when no issuer is named),
 * in centavos, by number of installments.
 */
export const ZInstallmentsAnswer = z
  .array(
    z
      .object({
        payer_costs: z.array(
          z
            .object({
              installments: z.number().int().min(1),
              installment_rate: z.number(),
              installment_amount: ZReais,
              total_amount: ZReais,
            })
            .loose(),
        ),
      })
      .loose(),
  )
  .min(1)
  .transform(([first]) =>
    (first?.payer_costs ?? [])
      .map((cost) => ({
        installments: cost.installments,
        ratePercent: cost.installment_rate,
        installmentAmountCents: cost.installment_amount,
        totalAmountCents: cost.total_amount,
      }))
      .sort((a, b) => a.installments - b.installments),
  );
export type PayerCost = z.output<typeof ZInstallmentsAnswer>[number];
