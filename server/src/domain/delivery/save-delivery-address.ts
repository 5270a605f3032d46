import type { TDeliveryAddress } from '@celebra/shared/models';
import type { Db } from '../../db/client';
import { eventDeliveryAddresses } from '../../db/schema/index';
import { DELIVERY_ADDRESS_COLUMNS } from './find-delivery-address';

/**
 * 'Endereço de entrega': the whole address replaces the one saved (one row per event). The caller
 * has checked the event is the host's; the contract checked the shape (CEP, UF).
 */
export async function saveDeliveryAddress(
  db: Pick<Db, 'insert'>,
  eventId: number,
  address: TDeliveryAddress,
): Promise<TDeliveryAddress> {
  const values = { ...address, complement: address.complement ?? null };
  const [saved] = await db
    .insert(eventDeliveryAddresses)
    .values({ eventId, ...values })
    .onConflictDoUpdate({ target: eventDeliveryAddresses.eventId, set: { ...values, updatedAt: new Date() } })
    .returning(DELIVERY_ADDRESS_COLUMNS);
  if (!saved) throw new Error('the delivery address was not saved');
  return saved;
}
