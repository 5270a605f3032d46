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
