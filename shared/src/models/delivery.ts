import { z } from 'zod';

/**
 * A gift the couple chose to receive at home (the event's delivery preference is weekOfParty or
 * weekAfterParty): one line per approved purchase line of an item (cotas and free amounts go to
 * the couple as money). TO_BUY 'A comprar' → BOUGHT 'Comprado' (cost, supplier) → SENT 'Enviado'
 * (carrier, tracking code) → DELIVERED 'Entregue' (date); or CONVERTED 'Convertido em dinheiro'
 * (the couple took the money before it was bought) or CANCELLED 'Cancelado' (its purchase was
 * refunded or charged back before it was bought).
 */
export const DELIVERY_STATUSES = ['TO_BUY', 'BOUGHT', 'SENT', 'DELIVERED', 'CONVERTED', 'CANCELLED'] as const;
export const ZDeliveryStatus = z.enum(DELIVERY_STATUSES);
export type TDeliveryStatus = z.infer<typeof ZDeliveryStatus>;

/**
 * The lines the buying team still has to buy or send ('A comprar', 'Comprado'): the dashboard's
 * 'Entregas desta semana' counts them, and 'Entregas' lists them together under one filter.
 */
export const UNSENT_DELIVERY_STATUSES = ['TO_BUY', 'BOUGHT'] as const satisfies readonly TDeliveryStatus[];

/** The statuses a line is still on its way in: its due window counts for the dashboard. */
export const OPEN_DELIVERY_STATUSES = [
  'TO_BUY',
  'BOUGHT',
  'SENT',
] as const satisfies readonly TDeliveryStatus[];

/** Delivery preferences that deliver gifts (the third, cash, turns every gift into money). */
export const DELIVERING_PREFERENCES = ['weekOfParty', 'weekAfterParty'] as const;

/**
 * What the administrator decided about a line whose purchase was refunded or charged back after
 * the line was bought (the gift is with the couple or on its way, the guest has the money back):
 * CHARGE_COUPLE 'Cobrar do casal' leaves the refund's negative on the couple's balance (recovered
 * from later gifts, as a charge-back is); PLATFORM_ABSORBS 'A plataforma assume' credits the
 * couple's balance the line's share (DELIVERY_LOSS_ABSORBED). Once per line.
 */
export const DELIVERY_REFUND_DECISIONS = ['CHARGE_COUPLE', 'PLATFORM_ABSORBS'] as const;
export const ZDeliveryRefundDecision = z.enum(DELIVERY_REFUND_DECISIONS);
export type TDeliveryRefundDecision = z.infer<typeof ZDeliveryRefundDecision>;

/** Where the couple receive the gifts ('Endereço de entrega'), one per event. */
export const ZDeliveryAddress = z.object({
  /** '01310-100'. */
  postalCode: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string().nullable(),
  neighbourhood: z.string(),
  city: z.string(),
  /** 'SP'. */
  state: z.string(),
  /** 'Quem recebe'. */
  recipientName: z.string(),
});
export type TDeliveryAddress = z.infer<typeof ZDeliveryAddress>;

/** A line of the delivery queue, as the back office lists it and the couple see it. Money in reais. */
export const ZDelivery = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventTitle: z.string(),
  purchaseId: z.number().int(),
  giftName: z.string(),
  quantity: z.number().int(),
  /** The guest who gave it ('' when anonymous). */
  guestName: z.string(),
  /** The host share set apart for it. */
  share: z.number(),
  status: ZDeliveryStatus,
  /** 'YYYY-MM-DD'; null while the event has no date. */
  dueFrom: z.string().nullable(),
  dueTo: z.string().nullable(),
  cost: z.number().nullable(),
  supplier: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingCode: z.string().nullable(),
  deliveredOn: z.string().nullable(),
  /** The purchase was refunded after the line was bought: the administrator decides. */
  refundedAfterBuying: z.boolean(),
  /** The administrator's decision on such a line; null while none was taken (or none is needed). */
  refundDecision: ZDeliveryRefundDecision.nullable(),
  refundDecisionReason: z.string().nullable(),
  /** ISO instant of the decision. */
  refundDecidedAt: z.string().nullable(),
  /** 'Receber em dinheiro' is still offered: the line is 'A comprar'. */
  convertible: z.boolean(),
  /** The event's delivery address now (null while the couple gave none). */
  address: ZDeliveryAddress.nullable(),
  createdAt: z.string(),
});
export type TDelivery = z.infer<typeof ZDelivery>;
