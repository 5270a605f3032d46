import type { TUser } from '@celebra/shared/models';
import PeopleIcon from '@mui/icons-material/People';
import { UserList } from './UserList';

export default {
  list: UserList,
  icon: PeopleIcon,
  recordRepresentation: (user: TUser) => `${user.firstName} ${user.lastName}`,
};
