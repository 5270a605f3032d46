import type { TEventType } from '@celebra/shared/models';
import CategoryIcon from '@mui/icons-material/Category';
import { lazyPage } from '../common/lazy-page';

export default {
  list: lazyPage(() => import('./EventTypeList'), 'EventTypeList'),
  icon: CategoryIcon,
  recordRepresentation: (type: TEventType) => type.name,
};
