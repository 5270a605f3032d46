/**
 * A line whose purchase was refunded (or charged back) after the gift was bought: the guest has the
 * money back and the gift is bought. The administrator decides once who carries the loss — 'Cobrar
 * do casal' (the refund's deduction stays on the couple's balance, recovered from later gifts) or
 * 'Plataforma assume' (the couple's balance is credited the line's share) — with a reason,
 * confirmed with the effect on the couple's balance in reais, then
 * PUT /admin/deliveries/{id}/refund-decision. Once decided, the decision and its reason are shown.
 */
import { type TAdminDecideDeliveryBody, ZAdminDecideDeliveryBodySchema } from '@celebra/shared/api';
import { formatBRL, formatDateTime } from '@celebra/shared/format';
import { DELIVERY_DECISION_SAVED_MESSAGE } from '@celebra/shared/messages';
import type { TDelivery, TDeliveryRefundDecision } from '@celebra/shared/models';
import { FormSelectField, FormTextField, formResolver } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { z } from 'zod';
import { useAlerts } from '../common/AlertProvider';
import { useForm } from '../common/use-form';

type DecisionValues = z.output<typeof ZAdminDecideDeliveryBodySchema>;
type DecisionForm = { decision: TAdminDecideDeliveryBody['decision'] | ''; reason: string };

const resolver = formResolver<DecisionForm, TAdminDecideDeliveryBody, unknown, DecisionValues>(
  zodResolver(ZAdminDecideDeliveryBodySchema),
);

/** Whether the line waits for the administrator's decision. */
export const awaitsDecision = (delivery: TDelivery) =>
  delivery.refundedAfterBuying && delivery.refundDecision === null;

/** What the decision does to the couple's balance, in reais, as the confirmation says it. */
export function decisionEffect(
  translate: (key: string, options?: object) => string,
  decision: TDeliveryRefundDecision,
  share: number,
): string {
  return decision === 'PLATFORM_ABSORBS'
    ? translate('celebra.deliveries.effectAbsorb', { amount: formatBRL(share) })
    : translate('celebra.deliveries.effectCharge', { amount: formatBRL(share) });
}

export function DeliveryDecision({ delivery, onDone }: { delivery: TDelivery; onDone: () => void }) {
  const translate = useTranslate();
  if (!delivery.refundedAfterBuying) return null;
  if (delivery.refundDecision !== null) {
    return (
      <Alert severity="info">
        <Typography variant="body2">
          {translate('celebra.deliveries.decided', {
            decision: translate(`celebra.deliveries.decisions.${delivery.refundDecision}`),
            date: formatDateTime(delivery.refundDecidedAt),
          })}
        </Typography>
        {delivery.refundDecisionReason ? (
          <Typography variant="body2">
            {translate('celebra.deliveries.decisionReasonShown', { reason: delivery.refundDecisionReason })}
          </Typography>
        ) : null}
      </Alert>
    );
  }
  return <DecisionForm delivery={delivery} onDone={onDone} />;
}

function DecisionForm({ delivery, onDone }: { delivery: TDelivery; onDone: () => void }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { confirm, showError, showSuccess } = useAlerts();
  const [update] = useUpdate();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<DecisionForm, unknown, DecisionValues>({
    resolver,
    defaultValues: { decision: '', reason: '' },
  });

  const decide = handleSubmit(async (body) => {
    const isSure = await confirm({
      title: translate('celebra.alert.warning'),
      text: translate('celebra.deliveries.confirmDecision', {
        decision: translate(`celebra.deliveries.decisions.${body.decision}`),
        id: delivery.id,
      }),
      detail: decisionEffect(translate, body.decision, delivery.share),
    });
    if (!isSure) return;
    try {
      await update(
        'delivery-decisions',
        { id: delivery.id, data: body, previousData: delivery },
        { returnPromise: true, mutationMode: 'pessimistic' },
      );
      onDone();
      refresh();
      void showSuccess(DELIVERY_DECISION_SAVED_MESSAGE);
    } catch (error) {
      void showError(error);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={decide} sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="warning">{translate('celebra.deliveries.refundedHint')}</Alert>
      <FormSelectField
        control={control}
        name="decision"
        label={translate('celebra.deliveries.decision')}
        choices={(['CHARGE_COUPLE', 'PLATFORM_ABSORBS'] as const).map((value) => ({
          value,
          label: translate(`celebra.deliveries.decisions.${value}`),
        }))}
      />
      <FormTextField
        control={control}
        name="reason"
        label={translate('celebra.deliveries.decisionReason')}
        multiline
        minRows={2}
      />
      <Button type="submit" variant="contained" color="warning" disabled={isSubmitting}>
        {translate('celebra.deliveries.decide')}
      </Button>
    </Box>
  );
}
