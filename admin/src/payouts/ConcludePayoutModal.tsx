/**
 * 'Concluir Repasse': what the host has now (the record's cover: the event's balance, what is on
 * hold, what this payout reserved, what is available for it, the refunds since the request and the
 * open charge-backs), then the amount paid (the requested one unless changed; never more), the
 * reason when it is less, the Pix end-to-end id, and, when the host's money no longer covers it,
 * the reason to pay anyway; confirmed (saying when the balance would go below zero), then
 * PUT /admin/payouts/{id}/conclude. A payout with no Pix key cannot be concluded: the button says
 * why. The server checks the same rules under its locks; its message is shown when it refuses.
 */
import { formatBRL } from '@celebra/shared/format';
import type { TPayout, TPayoutCover, TPayoutRecord } from '@celebra/shared/models';
import {
  fieldLabel,
  payoutConclusionFormSchema,
  type ZPayoutConclusionFormSchema,
} from '@celebra/shared/validation';
import { FormPriceField, FormTextField, formResolver } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useGetOne, useRefresh, useTranslate } from 'react-admin';
import { type Resolver, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useAlerts } from '../common/AlertProvider';
import { Modal } from '../common/Modal';
import { useForm } from '../common/use-form';
import { useCelebra } from '../providers/use-celebra';
import { PayoutCover } from './PayoutCover';
import { PayoutDestinationDetails } from './PayoutDestinationDetails';

type ConclusionValues = z.output<typeof ZPayoutConclusionFormSchema>;
type ConclusionForm = {
  paidAmount: number | null;
  reason: string;
  endToEndId: string;
  overrideReason: string;
};

/**
 * The form's rules: the server's against the requested amount, and the override reason when the
 * amount is more than the host's money covers (the cover, once loaded).
 */
const conclusionResolver = (
  requestedAmount: number,
  cover: TPayoutCover | null,
  overrideRequired: string,
): Resolver<ConclusionForm, unknown, ConclusionValues> =>
  formResolver(
    zodResolver(
      payoutConclusionFormSchema(requestedAmount).superRefine((form, context) => {
        if (cover && form.paidAmount > cover.coverable && !form.overrideReason) {
          context.addIssue({ code: 'custom', path: ['overrideReason'], message: overrideRequired });
        }
      }),
    ),
  );

/** Whether the payout has somewhere to pay to. */
export const canConclude = (payout: TPayout) => payout.destination !== null;

export function ConcludePayoutModal({ payout, onClose }: { payout: TPayout; onClose: () => void }) {
  const translate = useTranslate();
  const { data: record } = useGetOne<TPayoutRecord>('payouts', { id: payout.id });
  const cover = record?.cover ?? null;
  return (
    <Modal open onClose={onClose} title={translate('celebra.payouts.conclude')} maxWidth={520}>
      <ConclusionForm
        // A new form once the cover is known: its rules depend on it.
        key={cover ? 'cover' : 'none'}
        payout={payout}
        cover={cover}
        onClose={onClose}
      />
    </Modal>
  );
}

function ConclusionForm({
  payout,
  cover,
  onClose,
}: {
  payout: TPayout;
  cover: TPayoutCover | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const celebra = useCelebra();
  const { confirm, showError, showSuccess } = useAlerts();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<ConclusionForm, unknown, ConclusionValues>({
    resolver: conclusionResolver(
      payout.requestedAmount,
      cover,
      translate('celebra.payouts.overrideRequired'),
    ),
    defaultValues: { paidAmount: payout.requestedAmount, reason: '', endToEndId: '', overrideReason: '' },
  });
  const paidAmount = useWatch({ control, name: 'paidAmount' });
  const isShort = typeof paidAmount === 'number' && paidAmount < payout.requestedAmount;
  const isOverBalance = cover !== null && typeof paidAmount === 'number' && paidAmount > cover.coverable;
  const hasDestination = canConclude(payout);

  const conclude = handleSubmit(async (values) => {
    const negative = cover ? cover.balance + cover.reserved - values.paidAmount : 0;
    const isSure = await confirm({
      title: translate('celebra.alert.warning'),
      text:
        negative < 0
          ? translate('celebra.payouts.confirmNegative', {
              amount: formatBRL(values.paidAmount),
              negative: formatBRL(-negative),
            })
          : translate('celebra.payouts.confirm', { amount: formatBRL(values.paidAmount) }),
    });
    if (!isSure) return;
    try {
      const { paidAmount: paid, reason, endToEndId, overrideReason } = values;
      await celebra.concludePayout(payout.id, {
        paidAmount: paid,
        ...(paid < payout.requestedAmount ? { reason: reason ?? null } : {}),
        ...(endToEndId ? { endToEndId } : {}),
        ...(overrideReason && (cover === null || paid > cover.coverable) ? { overrideReason } : {}),
      });
      onClose();
      refresh();
      void showSuccess(translate('celebra.payouts.concluded'));
    } catch (error) {
      void showError(error, translate('celebra.errors.concludePayout'));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={conclude} sx={{ display: 'grid', gap: 2, pt: 1 }}>
      <Typography>
        {translate('celebra.payouts.summary', {
          name: `${payout.user.firstName} ${payout.user.lastName}`,
          event: payout.event.title,
          amount: formatBRL(payout.requestedAmount),
        })}
      </Typography>
      <PayoutDestinationDetails destination={payout.destination} />
      {cover ? (
        <PayoutCover cover={cover} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('celebra.payouts.coverLoading')}
        </Typography>
      )}
      {isOverBalance && cover ? (
        <Alert severity="error">
          {translate('celebra.payouts.notCovered', {
            coverable: formatBRL(cover.coverable),
            amount: formatBRL(paidAmount),
          })}
        </Alert>
      ) : null}
      <FormPriceField
        control={control}
        name="paidAmount"
        label={translate('resources.payouts.fields.paidAmount')}
      />
      {isShort && (
        <FormTextField control={control} name="reason" label={fieldLabel('reason')} multiline minRows={2} />
      )}
      <FormTextField
        control={control}
        name="endToEndId"
        label={fieldLabel('endToEndId')}
        helperText={translate('celebra.payouts.endToEndHint')}
      />
      {isOverBalance && (
        <FormTextField
          control={control}
          name="overrideReason"
          label={fieldLabel('overrideReason')}
          multiline
          minRows={2}
        />
      )}
      {hasDestination ? null : (
        <Alert severity="warning">{translate('celebra.payouts.cannotConclude')}</Alert>
      )}
      <Button type="submit" variant="contained" disabled={isSubmitting || !hasDestination}>
        {translate('celebra.payouts.conclude')}
      </Button>
    </Box>
  );
}
