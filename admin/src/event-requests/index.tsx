import type { TPreUserRequest } from '@celebra/shared/models';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { EventRequestList } from './EventRequestList';

export default {
  list: EventRequestList,
  icon: PlaylistAddIcon,
  recordRepresentation: (request: TPreUserRequest) => request.name,
};
