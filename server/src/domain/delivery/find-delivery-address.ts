import type { TDeliveryAddress } from '@celebra/shared/models';
import { and, eq, inArray, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveries, eventDeliveryAddresses } from '../../db/schema/index';

type Executor = Pick<Db, 'select'>;

/** The columns of an address as the API speaks it. */
export const DELIVERY_ADDRESS_COLUMNS = {
  postalCode: eventDeliveryAddresses.postalCode,
  street: eventDeliveryAddresses.street,
  number: eventDeliveryAddresses.number,
  complement: eventDeliveryAddresses.complement,
  neighbourhood: eventDeliveryAddresses.neighbourhood,
  city: eventDeliveryAddresses.city,
  state: eventDeliveryAddresses.state,
  recipientName: eventDeliveryAddresses.recipientName,
};

/**
 * The event's delivery address (null while none was given) and the first due day of its lines
 * still to be bought or sent for ('A comprar', 'Comprado'), so the dashboard can insist on the
 * address before that day. Two reads by primary key and by the (event_id, id) index.
 */
export async function findDeliveryAddress(
  db: Executor,
  eventId: number,
): Promise<{ address: TDeliveryAddress | null; firstDueFrom: string | null }> {
  const [[address], [due]] = await Promise.all([
    db
      .select(DELIVERY_ADDRESS_COLUMNS)
      .from(eventDeliveryAddresses)
      .where(eq(eventDeliveryAddresses.eventId, eventId))
      .limit(1),
    db
      .select({ firstDueFrom: min(deliveries.dueFrom) })
      .from(deliveries)
      .where(and(eq(deliveries.eventId, eventId), inArray(deliveries.status, ['TO_BUY', 'BOUGHT']))),
  ]);
  return { address: address ?? null, firstDueFrom: due?.firstDueFrom ?? null };
}
