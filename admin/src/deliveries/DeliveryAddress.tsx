import type { TDelivery, TDeliveryAddress } from '@celebra/shared/models';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The couple's delivery address on one line, as a label on a parcel reads: 'Avenida Paulista,
 * 1000, Apto 12 - Bela Vista, São Paulo/SP, 01310-100'.
 */
export function addressLine(address: TDeliveryAddress): string {
  const street = [address.street, address.number, address.complement].filter(Boolean).join(', ');
  return `${street} - ${address.neighbourhood}, ${address.city}/${address.state}, ${address.postalCode}`;
}

/** Where to send it and to whom, or that the couple have not said yet. */
export function DeliveryAddress({ delivery }: { delivery: TDelivery }) {
  const translate = useTranslate();
  if (!delivery.address)
    return (
      <Box component="span" sx={{ color: 'warning.dark' }}>
        {translate('celebra.deliveries.noAddress')}
      </Box>
    );
  return (
    <>
      {addressLine(delivery.address)}
      <br />
      {translate('celebra.deliveries.recipient', { name: delivery.address.recipientName })}
    </>
  );
}
