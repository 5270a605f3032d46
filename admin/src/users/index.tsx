import type { TUser } from '@celebra/shared/models';
import PeopleIcon from '@mui/icons-material/People';
import { lazyPage } from '../common/lazy-page';

export default {
  list: lazyPage(() => import('./UserList'), 'UserList'),
  show: lazyPage(() => import('./UserShow'), 'UserShow'),
  icon: PeopleIcon,
  recordRepresentation: (user: TUser) => `${user.firstName} ${user.lastName}`,
};
