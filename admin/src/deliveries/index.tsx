import type { TDelivery } from '@celebra/shared/models';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazyPage } from '../common/lazy-page';

export default {
  list: lazyPage(() => import('./DeliveryList'), 'DeliveryList'),
  icon: LocalShippingIcon,
  recordRepresentation: (delivery: TDelivery) => `#${delivery.id}`,
};
