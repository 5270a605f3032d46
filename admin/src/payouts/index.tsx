import type { TPayout } from '@celebra/shared/models';
import PaymentsIcon from '@mui/icons-material/Payments';
import { lazyPage } from '../common/lazy-page';

export default {
  list: lazyPage(() => import('./PayoutList'), 'PayoutList'),
  icon: PaymentsIcon,
  recordRepresentation: (payout: TPayout) => `#${payout.id}`,
};
