import type { TPayout } from '@celebra/shared/models';
import PaymentsIcon from '@mui/icons-material/Payments';
import { PayoutList } from './PayoutList';

export default {
  list: PayoutList,
  icon: PaymentsIcon,
  recordRepresentation: (payout: TPayout) => `#${payout.id}`,
};
