/**
 * 'Atualizar status' of a delivery line: the one next step of its flow with that step's data —
 * 'Comprado' (the cost in reais, typed as every price of the app, and the supplier), 'Enviado'
 * (the carrier and the tracking code), 'Entregue' (the day, today unless changed) — checked by the
 * contract's own schema, then PUT /admin/deliveries/{id}/status. The server decides under its
 * conditions (another administrator may have moved the line, the couple may have no address yet):
 * its Portuguese refusal is shown as it comes; a success is notified and the list reloaded. A line
 * refunded after it was bought offers the administrator's decision first (DeliveryDecision).
 */
import { type TAdminMoveDeliveryBody, ZAdminMoveDeliveryBodySchema } from '@celebra/shared/api';
import { formatBRL } from '@celebra/shared/format';
import { DELIVERY_STATUS_SAVED_MESSAGE } from '@celebra/shared/messages';
import type { TDelivery, TDeliveryStatus } from '@celebra/shared/models';
import { FormPriceField, FormTextField, formResolver } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Typography } from '@mui/material';
import { useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useAlerts } from '../common/AlertProvider';
import { FormDateField } from '../common/FormDateField';
import { Modal } from '../common/Modal';
import { useForm } from '../common/use-form';
import { DeliveryAddress } from './DeliveryAddress';
import { DeliveryDecision } from './DeliveryDecision';
import { todayInSaoPaulo } from './delivery-dates';

type MoveValues = z.output<typeof ZAdminMoveDeliveryBodySchema>;
type MoveForm = {
  status: TAdminMoveDeliveryBody['status'];
  cost?: number | null;
  supplier?: string;
  carrier?: string;
  trackingCode?: string;
  deliveredOn?: string;
};

/** The step after each status, when the line still has one (the others are where a line ends). */
export const NEXT_DELIVERY_STATUS: Partial<Record<TDeliveryStatus, TAdminMoveDeliveryBody['status']>> = {
  TO_BUY: 'BOUGHT',
  BOUGHT: 'SENT',
  SENT: 'DELIVERED',
};

// One form holds the three steps' fields (only the step's own are on screen); the contract reads
// them as one object whose `status` says which are required, and answers the step it makes.
const resolver: Resolver<MoveForm, unknown, MoveValues> = formResolver(
  zodResolver(ZAdminMoveDeliveryBodySchema),
);

function startingValues(next: TAdminMoveDeliveryBody['status']): MoveForm {
  switch (next) {
    case 'BOUGHT':
      return { status: next, cost: null, supplier: '' };
    case 'SENT':
      return { status: next, carrier: '', trackingCode: '' };
    case 'DELIVERED':
      return { status: next, deliveredOn: todayInSaoPaulo() };
  }
}

export function DeliveryStatusModal({ delivery, onClose }: { delivery: TDelivery; onClose: () => void }) {
  const translate = useTranslate();
  const next = NEXT_DELIVERY_STATUS[delivery.status];
  const label = (status: TDeliveryStatus) => translate(`celebra.deliveries.statuses.${status}`);
  return (
    <Modal
      open
      onClose={onClose}
      title={translate('celebra.deliveries.moveTitle', { id: delivery.id, gift: delivery.giftName })}
      maxWidth={480}
    >
      <Box sx={{ display: 'grid', gap: 1, pt: 1, mb: 2 }}>
        <Typography>{translate('celebra.deliveries.current', { status: label(delivery.status) })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('celebra.deliveries.share', { amount: formatBRL(delivery.share) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <DeliveryAddress delivery={delivery} />
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <DeliveryDecision delivery={delivery} onDone={onClose} />
        {next ? (
          <MoveForm delivery={delivery} next={next} onClose={onClose} />
        ) : (
          <Typography>{translate('celebra.deliveries.done', { status: label(delivery.status) })}</Typography>
        )}
      </Box>
    </Modal>
  );
}

function MoveForm({
  delivery,
  next,
  onClose,
}: {
  delivery: TDelivery;
  next: TAdminMoveDeliveryBody['status'];
  onClose: () => void;
}) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { showError, showSuccess } = useAlerts();
  const [update] = useUpdate();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<MoveForm, unknown, MoveValues>({ resolver, defaultValues: startingValues(next) });
  const nextLabel = translate(`celebra.deliveries.statuses.${next}`);

  const save = handleSubmit(async (body) => {
    try {
      await update(
        'deliveries',
        { id: delivery.id, data: body, previousData: delivery },
        { returnPromise: true, mutationMode: 'pessimistic' },
      );
      onClose();
      refresh();
      void showSuccess(DELIVERY_STATUS_SAVED_MESSAGE);
    } catch (error) {
      void showError(error);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={save} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {translate('celebra.deliveries.next', { status: nextLabel })}
      </Typography>
      {next === 'BOUGHT' ? (
        <>
          <FormPriceField control={control} name="cost" label={translate('celebra.deliveries.cost')} />
          <FormTextField control={control} name="supplier" label={translate('celebra.deliveries.supplier')} />
        </>
      ) : null}
      {next === 'SENT' ? (
        <>
          <FormTextField control={control} name="carrier" label={translate('celebra.deliveries.carrier')} />
          <FormTextField
            control={control}
            name="trackingCode"
            label={translate('celebra.deliveries.trackingCode')}
          />
        </>
      ) : null}
      {next === 'DELIVERED' ? (
        <FormDateField
          control={control}
          name="deliveredOn"
          label={translate('celebra.deliveries.deliveredOn')}
        />
      ) : null}
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        {translate('celebra.deliveries.submit', { status: nextLabel })}
      </Button>
    </Box>
  );
}
