/**
 * /negative-balances, 'Saldos negativos': every event whose balance is below zero (refunds or
 * charge-backs of money already paid out, or a payout concluded over the balance), the lowest
 * first, with links to the event, its host and its payouts. The API answers the list whole.
 */
import type { TNegativeBalance } from '@celebra/shared/models';
import { Link as MuiLink, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useAlerts } from '../common/AlertProvider';
import { LocalTable } from '../common/LocalTable';
import { PageHeader } from '../common/PageHeader';
import { Col } from '../common/Table';
import { signedBRL } from './PayoutCover';

const fields = 'resources.negative-balances.fields';

type Row = TNegativeBalance & { id: number };

export function NegativeBalanceList() {
  const translate = useTranslate();
  const { showError } = useAlerts();
  const { data, isPending } = useGetList<Row>(
    'negative-balances',
    { pagination: { page: 1, perPage: 1000 } },
    { onError: (error) => showError(error, translate('celebra.errors.fetchNegativeBalances')) },
  );
  return (
    <>
      <PageHeader title="resources.negative-balances.name" />
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('celebra.negativeBalances.hint')}
      </Typography>
      <LocalTable data={data} isPending={isPending} empty={translate('celebra.negativeBalances.empty')}>
        <Col<Row>
          source="eventId"
          label={`${fields}.eventId`}
          render={(row) => (
            <MuiLink component={Link} to={`/events/${row.eventId}`}>
              {row.eventId}
            </MuiLink>
          )}
        />
        <Col<Row> phonePrimary label={`${fields}.title`} render={(row) => row.title} />
        <Col<Row>
          label={`${fields}.hostName`}
          render={(row) => (
            <MuiLink component={Link} to={`/users/${row.userId}/show`}>
              {row.hostName}
            </MuiLink>
          )}
        />
        <Col<Row> label={`${fields}.balance`} render={(row) => signedBRL(row.balance)} />
      </LocalTable>
    </>
  );
}
