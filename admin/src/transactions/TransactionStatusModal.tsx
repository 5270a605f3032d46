/**
 * 'Atualizar Status': any of the four statuses, set by hand (PUT /admin/transactions/{id}/status),
 * after a confirmation that says what changes (from → to): a status moves the host's money, so it
 * also states the host's balance before and after, in the words a refund's confirmation uses.
 */
import { centsToReais, labelOptions, reaisToCents, TRANSACTION_STATUS_LABELS } from '@celebra/shared/format';
import {
  BACK_LABEL,
  CONFIRM_LABEL,
  confirmStatusChangeMessage,
  refundBalanceEffectMessage,
  STATUS_REASON_LABEL,
  statusChangeBalanceEffectMessage,
} from '@celebra/shared/messages';
import type { TTransaction } from '@celebra/shared/models';
import { type TTransactionStatusForm, ZTransactionStatusFormSchema } from '@celebra/shared/validation';
import { FormSelectField, FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { z } from 'zod';
import { useAlerts } from '../common/AlertProvider';
import { Modal } from '../common/Modal';
import { SCREEN_LOAD } from '../common/query-options';
import { useForm } from '../common/use-form';
import { useCelebra } from '../providers/use-celebra';

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
  const celebra = useCelebra();
  // The event's balance now (the refunds' answer carries it, negative included); without it the
  // confirmation still states the effect, only not the figures.
  const { data: refunds } = useQuery({
    queryKey: ['celebra', 'transactionRefunds', transaction.id],
    queryFn: () => celebra.getTransactionRefunds(transaction.id),
    ...SCREEN_LOAD,
  });
  // The values waiting for 'Confirmar'; null while the status is being chosen.
  const [pending, setPending] = useState<StatusValues | null>(null);
  const [isSaving, setSaving] = useState(false);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting, isDirty },
  } = useForm<TTransactionStatusForm, unknown, StatusValues>({
    resolver: zodResolver(ZTransactionStatusFormSchema),
    defaultValues: { status: transaction.status, reason: '' },
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
      dirty={isDirty}
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
          <Typography>
            {statusChangeBalanceEffectMessage(balanceEffect(transaction, pending.status))}
          </Typography>
          {refunds && balanceEffect(transaction, pending.status) !== 0 ? (
            <Typography>
              {refundBalanceEffectMessage(
                refunds.hostBalance,
                centsToReais(
                  reaisToCents(refunds.hostBalance) +
                    reaisToCents(balanceEffect(transaction, pending.status)),
                ),
              )}
            </Typography>
          ) : null}
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
          <FormTextField control={control} name="reason" label={STATUS_REASON_LABEL} multiline minRows={2} />
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {translate('ra.action.save')}
          </Button>
        </Box>
      )}
    </Modal>
  );
}

/**
 * How the host's balance moves (reais): an approval credits the host's share; an approval undone
 * takes back what it still credits (the share, less the lines refunded since: in proportion to
 * what remains of the payment). The server decides; this is what the confirmation states.
 */
function balanceEffect(transaction: TTransaction, target: TTransaction['status']): number {
  const wasApproved = transaction.status === 'APPROVED';
  if (wasApproved === (target === 'APPROVED')) return 0;
  if (!wasApproved) return transaction.userAmount;
  const kept =
    transaction.totalPrice > 0
      ? Math.round((transaction.userAmount * transaction.remainingAmount * 100) / transaction.totalPrice) /
        100
      : 0;
  return -kept;
}
