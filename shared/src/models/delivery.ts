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

/** The statuses a line is still on its way in: its due window counts for the dashboard. */
export const OPEN_DELIVERY_STATUSES = [
  'TO_BUY',
  'BOUGHT',
  'SENT',
] as const satisfies readonly TDeliveryStatus[];

/** Delivery preferences that deliver gifts (the third, cash, turns every gift into money). */
export const DELIVERING_PREFERENCES = ['weekOfParty', 'weekAfterParty'] as const;

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
  createdAt: z.string(),
});
export type TDelivery = z.infer<typeof ZDelivery>;
