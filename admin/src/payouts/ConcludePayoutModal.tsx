/**
 * 'Concluir Repasse': the amount paid (the requested one unless changed; never more), the reason
 * when it is less, confirmed, then PUT /admin/payouts/{id}/conclude. The server checks the same
 * rules; its message is shown when it refuses.
 */
import { formatBRL } from '@celebra/shared/format';
import type { TPayout } from '@celebra/shared/models';
import {
  fieldLabel,
  payoutConclusionFormSchema,
  type ZPayoutConclusionFormSchema,
} from '@celebra/shared/validation';
import { FormPriceField, FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Typography } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { type Resolver, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useAlerts } from '../common/AlertProvider';
import { Modal } from '../common/Modal';
import { useForm } from '../common/use-form';
import { useCelebra } from '../providers/use-celebra';
import { PayoutDestinationDetails } from './PayoutDestinationDetails';

type ConclusionValues = z.output<typeof ZPayoutConclusionFormSchema>;
type ConclusionForm = { paidAmount: number | null; reason: string };

/** An emptied amount is null in the form; the schema answers it with the form's message. */
const conclusionResolver = (requestedAmount: number) =>
  zodResolver(payoutConclusionFormSchema(requestedAmount)) as unknown as Resolver<
    ConclusionForm,
    unknown,
    ConclusionValues
  >;

export function ConcludePayoutModal({ payout, onClose }: { payout: TPayout; onClose: () => void }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const celebra = useCelebra();
  const { confirm, showError, showSuccess } = useAlerts();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<ConclusionForm, unknown, ConclusionValues>({
    resolver: conclusionResolver(payout.requestedAmount),
    defaultValues: { paidAmount: payout.requestedAmount, reason: '' },
  });
  const paidAmount = useWatch({ control, name: 'paidAmount' });
  const isShort = typeof paidAmount === 'number' && paidAmount < payout.requestedAmount;

  const conclude = handleSubmit(async (values) => {
    const isSure = await confirm({
      title: translate('celebra.alert.warning'),
      text: translate('celebra.payouts.confirm', { amount: formatBRL(values.paidAmount) }),
    });
    if (!isSure) return;
    try {
      const { paidAmount: paid, reason } = values;
      await celebra.concludePayout(
        payout.id,
        paid < payout.requestedAmount ? { paidAmount: paid, reason: reason ?? null } : { paidAmount: paid },
      );
      onClose();
      refresh();
      void showSuccess(translate('celebra.payouts.concluded'));
    } catch (error) {
      void showError(error, translate('celebra.errors.concludePayout'));
    }
  });

  return (
    <Modal open onClose={onClose} title={translate('celebra.payouts.conclude')} maxWidth={480}>
      <Box component="form" noValidate onSubmit={conclude} sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <Typography>
          {translate('celebra.payouts.summary', {
            name: `${payout.user.firstName} ${payout.user.lastName}`,
            event: payout.event.title,
            amount: formatBRL(payout.requestedAmount),
          })}
        </Typography>
        <PayoutDestinationDetails destination={payout.destination} />
        <FormPriceField
          control={control}
          name="paidAmount"
          label={translate('resources.payouts.fields.paidAmount')}
        />
        {isShort && (
          <FormTextField control={control} name="reason" label={fieldLabel('reason')} multiline minRows={2} />
        )}
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {translate('celebra.payouts.conclude')}
        </Button>
      </Box>
    </Modal>
  );
}
