import type { TDelivery, TDeliveryAddress } from '@celebra/shared/models';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The couple's delivery address on one line, as a label on a parcel reads: 'Avenida Paulista,
 * 1000, Apto 12 - Bela Vista, São Paulo/SP, 01310-100'.
 */
export function addressLine(address: TDeliveryAddress): string {
  return `${placeLine(address)}, ${address.postalCode}`;
}

/** The address without its CEP. */
function placeLine(address: TDeliveryAddress): string {
  const street = [address.street, address.number, address.complement].filter(Boolean).join(', ');
  return `${street} - ${address.neighbourhood}, ${address.city}/${address.state}`;
}

/** Text that breaks between words only (the shared table breaks anywhere, for e-mails). */
export function Words({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ overflowWrap: 'break-word' }}>
      {children}
    </Box>
  );
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
    // Wide enough to read as an address on a desktop; the whole width on a phone's card.
    <Box
      component="span"
      sx={{ display: 'inline-block', minWidth: { sm: '12rem' }, overflowWrap: 'break-word' }}
    >
      {placeLine(delivery.address)},{' '}
      {/* A CEP is read whole: never '05422-' on one line and '001' on the next. */}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {delivery.address.postalCode}
      </Box>
      <br />
      {translate('celebra.deliveries.recipient', { name: delivery.address.recipientName })}
    </Box>
  );
}
