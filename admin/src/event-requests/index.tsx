import type { TPreUserRequest } from '@celebra/shared/models';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { lazyPage } from '../common/lazy-page';

export default {
  list: lazyPage(() => import('./EventRequestList'), 'EventRequestList'),
  icon: PlaylistAddIcon,
  recordRepresentation: (request: TPreUserRequest) => request.name,
};
