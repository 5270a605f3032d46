/**
 * 'Atualizar Status': any of the four statuses, set by hand (PUT /admin/transactions/{id}/status),
 * after a confirmation that says what changes (from → to): a status moves the host's money.
 */
import { labelOptions, TRANSACTION_STATUS_LABELS } from '@celebra/shared/format';
import { BACK_LABEL, CONFIRM_LABEL, confirmStatusChangeMessage } from '@celebra/shared/messages';
import type { TTransaction } from '@celebra/shared/models';
import { type TTransactionStatusForm, ZTransactionStatusFormSchema } from '@celebra/shared/validation';
import { FormSelectField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { z } from 'zod';
import { useAlerts } from '../common/AlertProvider';
import { Modal } from '../common/Modal';
import { useForm } from '../common/use-form';

type StatusValues = z.output<typeof ZTransactionStatusFormSchema>;

export function TransactionStatusModal({
  transaction,
  onClose,
}: {
  transaction: TTransaction;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { showError, showSuccess } = useAlerts();
  const [update] = useUpdate();
  // The values waiting for 'Confirmar'; null while the status is being chosen.
  const [pending, setPending] = useState<StatusValues | null>(null);
  const [isSaving, setSaving] = useState(false);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<TTransactionStatusForm, unknown, StatusValues>({
    resolver: zodResolver(ZTransactionStatusFormSchema),
    defaultValues: { status: transaction.status },
  });

  const review = handleSubmit((values) => {
    if (values.status === transaction.status) {
      onClose();
      return;
    }
    setPending(values);
  });

  const save = async (values: StatusValues) => {
    setSaving(true);
    try {
      await update(
        'transactions',
        { id: transaction.id, data: values, previousData: transaction },
        { returnPromise: true },
      );
      onClose();
      refresh();
      void showSuccess(translate('celebra.transactions.statusUpdated'));
    } catch (error) {
      void showError(error, translate('celebra.errors.updateTransactionStatus'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={translate('celebra.transactions.statusTitle', { id: transaction.id })}
      maxWidth={440}
    >
      {pending ? (
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <Typography>
            {confirmStatusChangeMessage(
              transaction.id,
              TRANSACTION_STATUS_LABELS[transaction.status],
              TRANSACTION_STATUS_LABELS[pending.status],
            )}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={() => setPending(null)} disabled={isSaving}>
              {BACK_LABEL}
            </Button>
            <Button variant="contained" onClick={() => void save(pending)} disabled={isSaving}>
              {CONFIRM_LABEL}
            </Button>
          </Box>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={review} sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <FormSelectField
            control={control}
            name="status"
            label={translate('resources.transactions.fields.status')}
            choices={labelOptions(TRANSACTION_STATUS_LABELS)}
          />
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {translate('ra.action.save')}
          </Button>
        </Box>
      )}
    </Modal>
  );
}
