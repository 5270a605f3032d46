/**
 * /transactions/:id/show, a transaction's record page (a shared link opens it; a row of the list
 * too): the purchase as recorded, links to its event, its host and its audit rows, then the
 * payment as the provider reports it and the refund buttons, the very pieces the list's
 * 'Detalhes' shows. An id that is not a number, or a transaction the server does not have, is the
 * NotFound page.
 */
import { buyerNameLabel, formatBRL, formatDateTime } from '@celebra/shared/format';
import type { TTransaction } from '@celebra/shared/models';
import { PurchaseStateChip } from '@celebra/ui/purchase';
import { Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { NotFound } from '../common/NotFound';
import { PageHeader } from '../common/PageHeader';
import { SCREEN_LOAD } from '../common/query-options';
import { RecordCard } from '../common/RecordCard';
import { RecordFields } from '../common/RecordFields';
import { RecordLink } from '../common/RecordLink';
import { auditPath, eventPath, eventTransactionsPath, userPath } from '../common/record-paths';
import { usePathRecord } from '../common/use-path-record';
import { useCelebra } from '../providers/use-celebra';
import { RefundSection } from './RefundSection';
import { manualStatusText, PaymentDetails } from './TransactionInfoModal';

function PaymentSection({ transaction }: { transaction: TTransaction }) {
  const translate = useTranslate();
  const celebra = useCelebra();
  const {
    data: payment,
    isPending,
    error,
  } = useQuery({
    queryKey: ['celebra', 'transactionInfo', transaction.id],
    queryFn: () => celebra.getTransactionInfo(transaction.id),
    ...SCREEN_LOAD,
  });
  if (isPending) return <CircularProgress />;
  if (error) return <Typography color="error">{translate('celebra.errors.fetchTransactionInfo')}</Typography>;
  if (!payment) {
    return (
      <Typography variant="body2">
        {translate('celebra.transactions.paymentMissing')}{' '}
        {translate('celebra.transactions.paymentMissingDetail')}
      </Typography>
    );
  }
  return (
    <>
      <PaymentDetails payment={payment} transaction={transaction} />
      <RefundSection transactionId={transaction.id} />
    </>
  );
}

export function TransactionShow() {
  const translate = useTranslate();
  const loaded = usePathRecord<TTransaction>('transactions', 'celebra.errors.fetchTransactions');
  if (loaded.state === 'loading') return <CircularProgress />;
  if (loaded.state === 'missing') return <NotFound detail={loaded.detail} />;
  const transaction = loaded.record;
  const label = (key: string) => translate(`celebra.records.${key}`);
  const { event } = transaction;
  const manual = manualStatusText(transaction);
  const rows: Array<[string, ReactNode]> = [
    [label('guest'), buyerNameLabel(transaction.guestName)],
    [label('guestEmail'), transaction.guestEmail ?? '—'],
    [
      label('event'),
      <RecordLink key="event" to={eventPath(event.id)}>
        {event.title ? `${event.title} (#${event.id})` : `#${event.id}`}
      </RecordLink>,
    ],
    [
      label('host'),
      event.userId ? (
        <RecordLink key="host" to={userPath(event.userId)}>{`#${event.userId}`}</RecordLink>
      ) : (
        '—'
      ),
    ],
    [label('paymentId'), transaction.providerPaymentId ?? label('noPaymentId')],
    [
      label('status'),
      <PurchaseStateChip
        key="state"
        state={transaction.state}
        remainingAmount={transaction.remainingAmount}
      />,
    ],
    [label('totalPrice'), formatBRL(transaction.totalPrice)],
    [label('userAmount'), formatBRL(transaction.userAmount)],
    [label('percentage'), `${transaction.percentage}%`],
    [label('createdAt'), formatDateTime(transaction.createdAt)],
  ];
  return (
    <>
      <PageHeader title={translate('celebra.records.transactionTitle', { id: transaction.id })} />
      {/* One column as wide as the page, not as its widest content: on a phone the cards keep
          to the screen and what is inside them wraps. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <Card>
          <CardContent>
            {manual ? (
              <Typography variant="body2" color="warning.main" sx={{ mb: 2 }}>
                {manual}
              </Typography>
            ) : null}
            <RecordFields rows={rows} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}>
              <RecordLink to={eventTransactionsPath(event.id)}>{label('eventTransactions')}</RecordLink>
              <RecordLink to={auditPath('purchase', transaction.id)}>{label('audit')}</RecordLink>
            </Box>
          </CardContent>
        </Card>
        <RecordCard title={label('payment')}>
          <PaymentSection transaction={transaction} />
        </RecordCard>
      </Box>
    </>
  );
}
