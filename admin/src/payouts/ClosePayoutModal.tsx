/**
 * 'Marcar como Falhou' / 'Cancelar Repasse': why (required), confirmed, then
 * PUT /admin/payouts/{id}/close. The requested money goes back to the host's balance; the
 * server's message says so, or why it refused.
 */
import type { TAdminClosePayoutBody } from '@celebra/shared/api';
import { formatBRL } from '@celebra/shared/format';
import type { TPayout } from '@celebra/shared/models';
import { fieldLabel, ZPayoutClosingFormSchema } from '@celebra/shared/validation';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Typography } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { useAlerts } from '../common/AlertProvider';
import { Modal } from '../common/Modal';
import { useForm } from '../common/use-form';
import { useCelebra } from '../providers/use-celebra';

type Status = TAdminClosePayoutBody['status'];

export function ClosePayoutModal({
  payout,
  status,
  onClose,
}: {
  payout: TPayout;
  status: Status;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const celebra = useCelebra();
  const { confirm, showError, showSuccess } = useAlerts();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting, isDirty },
  } = useForm<TAdminClosePayoutBody>({
    resolver: zodResolver(ZPayoutClosingFormSchema),
    defaultValues: { status, reason: '' },
  });
  const amount = formatBRL(payout.requestedAmount);
  const isFail = status === 'FAILED';

  const submit = handleSubmit(async (values) => {
    const isSure = await confirm({
      title: translate('celebra.alert.warning'),
      text: translate(isFail ? 'celebra.payouts.confirmFail' : 'celebra.payouts.confirmCancel', { amount }),
    });
    if (!isSure) return;
    try {
      const { message } = await celebra.closePayout(payout.id, { status, reason: values.reason });
      onClose();
      refresh();
      void showSuccess(message);
    } catch (error) {
      void showError(error, translate('celebra.errors.closePayout'));
    }
  });

  return (
    <Modal
      dirty={isDirty}
      open
      onClose={onClose}
      title={translate(isFail ? 'celebra.payouts.failTitle' : 'celebra.payouts.cancelTitle')}
      maxWidth={480}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <Typography>{translate('celebra.payouts.closeHint', { amount })}</Typography>
        <FormTextField control={control} name="reason" label={fieldLabel('reason')} multiline minRows={2} />
        <Button type="submit" variant="contained" color="error" disabled={isSubmitting}>
          {translate(isFail ? 'celebra.payouts.fail' : 'celebra.payouts.cancel')}
        </Button>
      </Box>
    </Modal>
  );
}
