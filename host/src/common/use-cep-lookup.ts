import { apiRoutes, type TGeoAddress } from '@celebra/shared/api';
import { isApiError } from '@celebra/shared/client';
import { cepDigits } from '@celebra/shared/format';
import { useAlert } from '@celebra/ui/alert';
import { useCallback, useRef } from 'react';
import { api } from './api';

/** 'Avenida Paulista, Bela Vista, São Paulo - SP': the address line a CEP fills in. */
export function addressLine(address: TGeoAddress): string {
  const place = [address.street, address.neighborhood, address.city].filter(Boolean).join(', ');
  return address.state ? `${place} - ${address.state}` : place;
}

/**
 * The postal-code look-up (GET /api/geo/cep/{cep}) once 8 digits are typed. A CEP with no street
 * alerts 'Cep não encontrado!'; any other failure is only logged: the address can still be typed.
 */
export function useCepLookup(onFound: (address: TGeoAddress) => void) {
  const alert = useAlert();
  const last = useRef('');
  return useCallback(
    async (cep: string) => {
      const digits = cepDigits(cep);
      if (digits.length !== 8 || digits === last.current) return;
      last.current = digits;
      const notFound = () =>
        alert.show({
          severity: 'warning',
          title: 'Cep não encontrado!',
          text: 'Não foi possível encontrar o cep',
        });
      try {
        const { address } = await api.call(apiRoutes.geoCep, { params: { cep: digits } });
        if (address.street.trim()) onFound(address);
        else notFound();
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 400)) notFound();
        else console.error('CEP look-up failed', error);
        last.current = '';
      }
    },
    [alert, onFound],
  );
}
