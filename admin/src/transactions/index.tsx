import type { TTransaction } from '@celebra/shared/models';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyPage } from '../common/lazy-page';

export default {
  list: lazyPage(() => import('./TransactionList'), 'TransactionList'),
  show: lazyPage(() => import('./TransactionShow'), 'TransactionShow'),
  icon: ReceiptLongIcon,
  recordRepresentation: (transaction: TTransaction) => `#${transaction.id}`,
};
