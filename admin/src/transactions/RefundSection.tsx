/**
 * 'Reembolso' in a transaction's details: 'Reembolsar' gives the guest back all that is left of
 * the payment (the transaction is cancelled), 'Reembolsar item' one line's share of it. Each asks
 * first, stating the amount and what it leaves of the host's balance (and how far below zero,
 * when money already paid out is taken back); the server refunds once however many clicks. An
 * optional reason ('Motivo (opcional)') goes with the refund to its audit row.
 */
import {
  centsToReais,
  formatBRL,
  formatPriceInput,
  maskPriceInput,
  parsePriceInput,
  reaisToCents,
} from '@celebra/shared/format';
import {
  REFUND_REASON_LABEL,
  refundAmountTooHighMessage,
  refundBalanceEffectMessage,
} from '@celebra/shared/messages';
import type { TRefundLine } from '@celebra/shared/models';
import { useErrorAlert } from '@celebra/ui/alert';
import {
  Box,
  Button,
  Divider,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { useAlerts } from '../common/AlertProvider';
import { PHONE_TABLE_CELLS } from '../common/phone-table-cells';
import { SCREEN_LOAD } from '../common/query-options';
import { useCelebra } from '../providers/use-celebra';

export function RefundSection({ transactionId }: { transactionId: number }) {
  const translate = useTranslate();
  const celebra = useCelebra();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const { confirm, showError, showSuccess } = useAlerts();
  const [reason, setReason] = useState('');
  // Blank: all that remains. Otherwise part of it, in the money mask ('50,00').
  const [amount, setAmount] = useState('');
  const queryKey = ['celebra', 'transactionRefunds', transactionId];
  const { data: refunds, error } = useQuery({
    queryKey,
    queryFn: () => celebra.getTransactionRefunds(transactionId),
    ...SCREEN_LOAD,
  });
  useErrorAlert(error, (failure) => {
    void showError(failure, translate('celebra.errors.fetchTransactionRefunds'));
  });
  const refund = useMutation({
    mutationFn: ({ itemId, amountCents }: { itemId?: number; amountCents?: number }) =>
      celebra.refundTransaction(transactionId, {
        ...(itemId === undefined ? {} : { itemId }),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
        ...(amountCents === undefined ? {} : { amountCents }),
      }),
    onSuccess: ({ message, refunds: next }) => {
      setReason('');
      setAmount('');
      queryClient.setQueryData(queryKey, next);
      void queryClient.invalidateQueries({ queryKey: ['celebra', 'transactionInfo', transactionId] });
      refresh();
      void showSuccess(message);
    },
    onError: (failure) => void showError(failure, translate('celebra.errors.refundTransaction')),
  });

  if (!refunds?.refundable) return null;

  // The host loses the refunded gifts' host share, whatever the guest gets back (the fee is the platform's).
  const ask = async (
    text: string,
    hostShare: number,
    what: { itemId?: number; amountCents?: number } = {},
  ) => {
    const after = centsToReais(reaisToCents(refunds.hostBalance) - reaisToCents(hostShare));
    const yes = await confirm({
      title: translate('celebra.transactions.refund.confirmTitle'),
      text: `${text} ${refundBalanceEffectMessage(refunds.hostBalance, after)}`,
    });
    if (yes) refund.mutate(what);
  };
  const typedCents = reaisToCents(parsePriceInput(amount) ?? 0);
  const askWhole = () => {
    if (typedCents > 0 && typedCents < reaisToCents(refunds.remainingAmount)) {
      // The host's part of the amount as the server splits it: the purchase's share, rounded down.
      const hostCents = Math.min(
        reaisToCents(refunds.hostRemainingAmount),
        Math.floor((typedCents * reaisToCents(refunds.userAmount)) / reaisToCents(refunds.totalPrice)),
      );
      return ask(
        translate('celebra.transactions.refund.confirmAmount', {
          amount: formatBRL(centsToReais(typedCents)),
        }),
        centsToReais(hostCents),
        { amountCents: typedCents },
      );
    }
    // More than remains: said at once, as the server would refuse it.
    if (typedCents > reaisToCents(refunds.remainingAmount))
      return showError(new Error(refundAmountTooHighMessage(refunds.remainingAmount)));
    // Blank, or all that remains: the whole refund.
    return ask(
      translate('celebra.transactions.refund.confirmWhole', { amount: formatBRL(refunds.remainingAmount) }),
      refunds.hostRemainingAmount,
    );
  };
  const askLine = (line: TRefundLine) =>
    ask(
      translate('celebra.transactions.refund.confirmItem', {
        amount: formatBRL(line.refundAmount),
        name: line.giftName,
      }),
      line.userAmount,
      { itemId: line.id },
    );

  return (
    <Box component="section" aria-label={translate('celebra.transactions.refund.title')}>
      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="subtitle2">{translate('celebra.transactions.refund.title')}</Typography>
        <Button variant="contained" color="error" disabled={refund.isPending} onClick={askWhole}>
          {translate('celebra.transactions.refund.whole')}
        </Button>
      </Box>
      <TextField
        label={translate('celebra.transactions.refund.amount')}
        value={amount}
        onChange={(event) => setAmount(maskPriceInput(event.target.value))}
        onBlur={() => {
          const typed = parsePriceInput(amount);
          if (typed !== null) setAmount(formatPriceInput(typed));
        }}
        size="small"
        fullWidth
        sx={{ mt: 1 }}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        label={REFUND_REASON_LABEL}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        size="small"
        fullWidth
        multiline
        sx={{ mt: 1 }}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      {refunds.lines.length > 1 ? (
        <Table size="small" sx={PHONE_TABLE_CELLS}>
          <TableBody>
            {refunds.lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell>
                  {line.giftName} × {line.quantity}
                </TableCell>
                <TableCell align="right">{formatBRL(line.refundAmount)}</TableCell>
                <TableCell align="right">
                  {line.refunded ? (
                    translate('celebra.transactions.refund.refunded')
                  ) : (
                    <Button
                      size="small"
                      color="error"
                      disabled={refund.isPending}
                      onClick={() => askLine(line)}
                      aria-label={`${translate('celebra.transactions.refund.item')}: ${line.giftName}`}
                    >
                      {translate('celebra.transactions.refund.item')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Box>
  );
}
