/** 'Atualizar Status': any of the four statuses, set by hand (PUT /admin/transactions/{id}/status). */
import { labelOptions, TRANSACTION_STATUS_LABELS } from '@celebra/shared/format';
import type { TTransaction } from '@celebra/shared/models';
import { type TTransactionStatusForm, ZTransactionStatusFormSchema } from '@celebra/shared/validation';
import { FormSelectField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button } from '@mui/material';
import { useRefresh, useTranslate, useUpdate } from 'react-admin';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAlerts } from '../common/AlertProvider';
import { Modal } from '../common/Modal';

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
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<TTransactionStatusForm, unknown, StatusValues>({
    resolver: zodResolver(ZTransactionStatusFormSchema),
    defaultValues: { status: transaction.status },
  });

  const save = handleSubmit(async (values) => {
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
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={translate('celebra.transactions.statusTitle', { id: transaction.id })}
      maxWidth={440}
    >
      <Box component="form" noValidate onSubmit={save} sx={{ display: 'grid', gap: 2, pt: 1 }}>
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
    </Modal>
  );
}
