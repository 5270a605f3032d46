import type { TService } from '@celebra/shared/models';
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import { lazyPage } from '../common/lazy-page';

export const ServiceCreate = lazyPage(() => import('./ServiceCreate'), 'ServiceCreate');

/** No `create`: the creation page is /services/add, declared beside the resource in App. */
export default {
  list: lazyPage(() => import('./ServiceList'), 'ServiceList'),
  edit: lazyPage(() => import('./ServiceEdit'), 'ServiceEdit'),
  icon: MiscellaneousServicesIcon,
  recordRepresentation: (service: TService) => service.name,
};
