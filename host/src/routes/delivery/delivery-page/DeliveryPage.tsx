import { useAlert, useErrorAlert } from '@celebra/ui/alert';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { deliveryAddressKey, useDeliveryAddress } from '../../../common/delivery/delivery-address-query';
import { LoadingView } from '../../../common/layout/LoadingView';
import { Page } from '../../../common/layout/Page';
import { useHostEvent } from '../../../common/session';
import { DeliveryAddressForm } from './components/DeliveryAddressForm';
import { DeliveryPreferenceForm } from './components/DeliveryPreferenceForm';

/**
 * 'Entrega dos presentes': how the couple receive their gifts (delivered in the party week, after
 * it, or as money) and, for a delivery, the address the gifts go to.
 */
export function DeliveryPage() {
  const alert = useAlert();
  const { id } = useHostEvent();
  const queryClient = useQueryClient();
  const { data, error, isLoading } = useDeliveryAddress(id);
  useErrorAlert(error, (failure) => alert.error(failure, 'Erro ao recuperar o endereço de entrega.'));
  const delivering = data?.addressRequired ?? false;
  return (
    <Page title="Entrega dos presentes" subtitle="Como e onde vocês recebem os presentes da lista.">
      {isLoading && <LoadingView />}
      {data && (
        <Stack spacing={3}>
          <DeliveryPreferenceForm
            eventId={id}
            current={data.giftDeliveryPreference}
            onChanged={() => queryClient.invalidateQueries({ queryKey: deliveryAddressKey(id) })}
          />
          {delivering && (
            <DeliveryAddressForm
              eventId={id}
              address={data.address}
              firstDueFrom={data.firstDueFrom}
              onSaved={(address) => queryClient.setQueryData(deliveryAddressKey(id), { ...data, address })}
            />
          )}
        </Stack>
      )}
    </Page>
  );
}
