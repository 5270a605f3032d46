import { formatDate, GIFT_DELIVERY_PREFERENCE_LABELS, toIsoDate } from '@celebra/shared/format';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useDeliveryAddress } from '../../../common/delivery/delivery-address-query';
import { useHostEvent } from '../../../common/session';

/** How many days before the first due day the notice stops asking and insists. */
export const INSIST_DAYS = 14;

function daysUntil(isoDay: string, today: string): number {
  return Math.round((Date.parse(`${isoDay}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * A couple who chose a delivery and gave no address are asked for it on the dashboard (a notice
 * with its link, never a dialog in the way); once a gift's due window is near, it insists.
 * Silent while it loads, when it failed (the page itself says so) and for a couple paid in money.
 */
export function DeliveryAddressNotice() {
  const { id } = useHostEvent();
  const { data } = useDeliveryAddress(id);
  if (!data?.addressRequired || data.address || !data.giftDeliveryPreference) return null;
  const label = GIFT_DELIVERY_PREFERENCE_LABELS[data.giftDeliveryPreference];
  const due = data.firstDueFrom;
  const today = toIsoDate(new Date()) ?? '';
  const insisting = due !== null && daysUntil(due, today) <= INSIST_DAYS;
  return (
    <Alert
      severity={insisting ? 'error' : 'warning'}
      role={insisting ? 'alert' : 'status'}
      aria-labelledby="delivery-notice-title"
      action={
        <Button component={RouterLink} to="/delivery" color="inherit" variant="outlined" size="small">
          Informar endereço
        </Button>
      }
      sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { ml: 0, pl: 0, width: { xs: '100%', sm: 'auto' } } }}
    >
      <AlertTitle id="delivery-notice-title">
        {insisting ? 'Informe o endereço de entrega agora' : 'Informe o endereço de entrega'}
      </AlertTitle>
      Vocês escolheram '{label}': precisamos saber onde entregar os presentes.
      {due &&
        (insisting
          ? ` O primeiro presente deve ser entregue a partir de ${formatDate(due)} e não pode ser enviado sem o endereço.`
          : ` O primeiro presente deve ser entregue a partir de ${formatDate(due)}.`)}
    </Alert>
  );
}
