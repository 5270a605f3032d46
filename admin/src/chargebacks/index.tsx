import type { TChargeback } from '@celebra/shared/models';
import GavelIcon from '@mui/icons-material/Gavel';
import { lazyPage } from '../common/lazy-page';

export default {
  list: lazyPage(() => import('./ChargebackList'), 'ChargebackList'),
  icon: GavelIcon,
  recordRepresentation: (chargeback: TChargeback) => `#${chargeback.id}`,
};
