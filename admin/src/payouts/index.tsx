import type { TPayout } from '@celebra/shared/models';
import PaymentsIcon from '@mui/icons-material/Payments';
import { lazyPage } from '../common/lazy-page';

export default {
  list: lazyPage(() => import('./PayoutList'), 'PayoutList'),
  show: lazyPage(() => import('./PayoutShow'), 'PayoutShow'),
  icon: PaymentsIcon,
  recordRepresentation: (payout: TPayout) => `#${payout.id}`,
};

/** /negative-balances: the events whose balance is below zero (the dashboard's card opens it). */
export const negativeBalances = {
  list: lazyPage(() => import('./NegativeBalanceList'), 'NegativeBalanceList'),
};
