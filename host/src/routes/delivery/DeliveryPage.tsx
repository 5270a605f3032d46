import { useAlert, useErrorAlert } from '@celebra/ui/alert';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { deliveryAddressKey, useDeliveryAddress } from '../../common/delivery/delivery-address-query';
import { LoadingView } from '../../common/layout/LoadingView';
import { Page } from '../../common/layout/Page';
import { useHostEvent } from '../../common/session';
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
  const addressForm = (answer: NonNullable<typeof data>) => (
    <DeliveryAddressForm
      eventId={id}
      address={answer.address}
      firstDueFrom={answer.firstDueFrom}
      onSaved={(address) => queryClient.setQueryData(deliveryAddressKey(id), { ...answer, address })}
    />
  );
  return (
    <Page title="Entrega dos presentes" subtitle="Como e onde vocês recebem os presentes da lista.">
      {isLoading && <LoadingView />}
      {data && (
        <Stack spacing={3}>
          {/* Asked for from the dashboard's notice: the address comes first while it is missing. */}
          {delivering && !data.address && addressForm(data)}
          <DeliveryPreferenceForm
            eventId={id}
            current={data.giftDeliveryPreference}
            onChanged={() => queryClient.invalidateQueries({ queryKey: deliveryAddressKey(id) })}
          />
          {delivering && data.address && addressForm(data)}
        </Stack>
      )}
    </Page>
  );
}
