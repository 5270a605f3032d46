import type { TEventType } from '@celebra/shared/models';
import CategoryIcon from '@mui/icons-material/Category';
import { EventTypeList } from './EventTypeList';

export default {
  list: EventTypeList,
  icon: CategoryIcon,
  recordRepresentation: (type: TEventType) => type.name,
};
