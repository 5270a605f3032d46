import type { TTransaction } from '@celebra/shared/models';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyPage } from '../common/lazy-page';

export default {
  list: lazyPage(() => import('./TransactionList'), 'TransactionList'),
  icon: ReceiptLongIcon,
  recordRepresentation: (transaction: TTransaction) => `#${transaction.id}`,
};
