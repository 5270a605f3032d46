import { z } from 'zod';

const ZAmountLike = z.union([z.number(), z.string()]);

/**
 * The payment provider's own payment object (Mercado Pago), as GET /admin/transactions/{id}/info
 * passes it on: snake_case and loose, since the provider adds fields at will.
 */
export const ZPaymentInfo = z
  .object({
    id: z.union([z.number(), z.string()]),
    transaction_amount: z.number(),
    payment_type_id: z.string().nullable(),
    payment_method_id: z.string().nullable(),
    status: z.string(),
    status_detail: z.string().nullable(),
    /** A card's installments as the payer chose them (1 for a Pix). */
    installments: z.number().int().nullish(),
    date_created: z.string().nullable(),
    date_last_updated: z.string().nullable(),
    payer: z.object({ email: z.string().nullable() }).loose().nullable(),
    transaction_details: z
      .object({
        financial_institution: z.string().nullable(),
        total_paid_amount: z.number().nullable(),
      })
      .loose()
      .nullable(),
    additional_info: z
      .object({
        items: z.array(
          z
            .object({
              id: z.string().nullable(),
              title: z.string(),
              quantity: ZAmountLike,
              unit_price: ZAmountLike,
            })
            .loose(),
        ),
      })
      .loose()
      .nullable(),
  })
  .loose();
export type TPaymentInfo = z.infer<typeof ZPaymentInfo>;
