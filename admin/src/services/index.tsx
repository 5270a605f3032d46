import type { TService } from '@celebra/shared/models';
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import { ServiceEdit } from './ServiceEdit';
import { ServiceList } from './ServiceList';

export { ServiceCreate } from './ServiceCreate';

/** No `create`: the spec's creation route is /services/add, declared beside the resource in App. */
export default {
  list: ServiceList,
  edit: ServiceEdit,
  icon: MiscellaneousServicesIcon,
  recordRepresentation: (service: TService) => service.name,
};
