import { useErrorAlert } from '@celebra/ui/alert';
/**
 * 'Detalhes': the payment as the provider reports it, and for an approved one the refund buttons
 * (RefundSection). Without a payment (the guest never generated it) an alert says so instead:
 * 'Informações de pagamento ausentes!'. Either way, a status set by hand says who set it and when.
 */

import {
  formatBRL,
  formatDateTime,
  providerDetailLabel,
  providerPaymentStatusLabel,
} from '@celebra/shared/format';
import { manualStatusMessage } from '@celebra/shared/messages';
import type { TPaymentInfo, TTransaction } from '@celebra/shared/models';
import {
  Box,
  CircularProgress,
  Divider,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useAlerts } from '../common/AlertProvider';
import { Modal } from '../common/Modal';
import { PHONE_TABLE_CELLS } from '../common/phone-table-cells';
import { SCREEN_LOAD } from '../common/query-options';
import { useCelebra } from '../providers/use-celebra';
import { RefundSection } from './RefundSection';

/** 'Status alterado manualmente por … em DD/MM/AAAA HH:mm', or null when no one set it by hand. */
export function manualStatusText(transaction: TTransaction): string | null {
  const manual = transaction.manualStatus;
  // In Brasília time, as the platform's days are, wherever the administrator's browser is.
  return manual
    ? manualStatusMessage(manual.by, formatDateTime(manual.at, { timeZone: 'America/Sao_Paulo' }))
    : null;
}

const amount = (value: number | string | null | undefined) => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? formatBRL(number) : '—';
};

export function PaymentDetails({
  payment,
  transaction,
}: {
  payment: TPaymentInfo;
  transaction: TTransaction;
}) {
  const translate = useTranslate();
  const label = (key: string) => translate(`celebra.transactions.payment.${key}`);
  const installments = transaction.installments ?? payment.installments;
  const rows: Array<[string, string]> = [
    [label('id'), String(payment.id)],
    [label('amount'), amount(payment.transaction_amount)],
    [label('feeCoveredByGuest'), label(transaction.feeCoveredByGuest ? 'yes' : 'no')],
    [label('installments'), installments ? `${installments}x` : '—'],
    [label('type'), providerDetailLabel(payment.payment_type_id)],
    [label('method'), providerDetailLabel(payment.payment_method_id)],
    [label('status'), providerPaymentStatusLabel(payment.status)],
    [label('statusDetail'), providerDetailLabel(payment.status_detail)],
    [label('created'), formatDateTime(payment.date_created) || '—'],
    [label('updated'), formatDateTime(payment.date_last_updated) || '—'],
    [label('payerEmail'), payment.payer?.email ?? '—'],
    [label('institution'), payment.transaction_details?.financial_institution ?? '—'],
    [label('totalPaid'), amount(payment.transaction_details?.total_paid_amount)],
  ];
  const items = payment.additional_info?.items ?? [];
  return (
    <Box>
      <Box
        component="dl"
        // The values' column may shrink below its longest word (an e-mail, the provider's
        // detail codes), which then breaks: a phone's screen is narrower than some of them.
        sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {items.length ? (
        <>
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle2">{label('items')}</Typography>
          <Table size="small" sx={PHONE_TABLE_CELLS}>
            <TableHead>
              <TableRow>
                <TableCell>{label('itemTitle')}</TableCell>
                <TableCell align="right">{label('quantity')}</TableCell>
                <TableCell align="right">{label('unitPrice')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item, index) => (
                <TableRow key={item.id ?? index}>
                  <TableCell>{item.title}</TableCell>
                  <TableCell align="right">{String(item.quantity)}</TableCell>
                  <TableCell align="right">{amount(item.unit_price)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      ) : null}
    </Box>
  );
}

export function TransactionInfoModal({
  transaction,
  onClose,
}: {
  transaction: TTransaction;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const celebra = useCelebra();
  const { alert, showError } = useAlerts();
  const {
    data: payment,
    error,
    isPending,
  } = useQuery({
    queryKey: ['celebra', 'transactionInfo', transaction.id],
    queryFn: () => celebra.getTransactionInfo(transaction.id),
    ...SCREEN_LOAD,
  });
  useErrorAlert(error, (failure) => {
    onClose();
    void showError(failure, translate('celebra.errors.fetchTransactionInfo'));
  });

  const isMissing = !isPending && payment === null;
  useEffect(() => {
    if (!isMissing) return;
    onClose();
    const manual = manualStatusText(transaction);
    const missing = translate('celebra.transactions.paymentMissingDetail');
    void alert({
      title: translate('celebra.transactions.paymentMissing'),
      text: manual ? `${missing} ${manual}.` : missing,
    });
  }, [isMissing, onClose, alert, translate, transaction]);

  if (isMissing) return null;
  return (
    <Modal
      open
      onClose={onClose}
      title={translate('celebra.transactions.detailsTitle', { id: transaction.id })}
    >
      {isPending || !payment ? (
        <CircularProgress />
      ) : (
        <>
          {manualStatusText(transaction) && (
            <Typography variant="body2" color="warning.main" sx={{ mb: 2 }}>
              {manualStatusText(transaction)}
            </Typography>
          )}
          <PaymentDetails payment={payment} transaction={transaction} />
          <RefundSection transactionId={transaction.id} />
        </>
      )}
    </Modal>
  );
}
