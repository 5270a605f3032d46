/**
 * /negative-balances, 'Saldos negativos': every event whose balance is below zero (refunds or
 * charge-backs of money already paid out, or a payout concluded over the balance), the lowest
 * first, with links to the event, its host and its payouts; a row opens the event. The API answers
 * the list whole: its total is counted here, and 'Exportar CSV' writes it.
 */
import type { TNegativeBalance } from '@celebra/shared/models';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { type CsvColumn, csvAmount } from '../common/list-csv';
import { RecordLink } from '../common/RecordLink';
import { eventPath, userPath } from '../common/record-paths';
import { Col, Table } from '../common/Table';
import { signedBRL } from './PayoutCover';

const fields = 'resources.negative-balances.fields';

type Row = TNegativeBalance & { id: number };

/**
 * The list's CSV. The shortfall is written as a positive amount under its own header: a field
 * starting with '-' would be taken for a formula and prefixed (list-csv.ts), no longer a number.
 */
const NEGATIVE_BALANCE_CSV: CsvColumn<Row>[] = [
  { header: 'ID do evento', value: (row) => row.eventId },
  { header: 'Evento', value: (row) => row.title },
  { header: 'ID do anfitrião', value: (row) => row.userId },
  { header: 'Anfitrião', value: (row) => row.hostName },
  { header: 'Saldo negativo (R$)', value: (row) => csvAmount(Math.abs(row.balance)) },
];

export function NegativeBalanceList() {
  const translate = useTranslate();
  return (
    <ListPage
      title="resources.negative-balances.name"
      errorText="celebra.errors.fetchNegativeBalances"
      paginated={false}
      exportCsv={{ columns: NEGATIVE_BALANCE_CSV, fileName: 'saldos-negativos' }}
      toolbar={
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('celebra.negativeBalances.hint')}
        </Typography>
      }
    >
      <Table<Row> recordPath={(row) => eventPath(row.eventId)} empty="celebra.negativeBalances.empty">
        <Col<Row>
          source="eventId"
          label={`${fields}.eventId`}
          render={(row) => <RecordLink to={eventPath(row.eventId)}>{row.eventId}</RecordLink>}
        />
        <Col<Row> phonePrimary label={`${fields}.title`} render={(row) => row.title} />
        <Col<Row>
          label={`${fields}.hostName`}
          render={(row) => <RecordLink to={userPath(row.userId)}>{row.hostName}</RecordLink>}
        />
        <Col<Row> label={`${fields}.balance`} render={(row) => signedBRL(row.balance)} />
      </Table>
    </ListPage>
  );
}
