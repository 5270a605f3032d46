import type { TEventSummary } from '@celebra/shared/models';
import EventIcon from '@mui/icons-material/Event';
import { EventEdit } from './EventEdit';
import { EventList } from './EventList';
import { EventCreate } from './wizard/EventCreate';

export { EventGuests } from './EventGuests';
export { EventMessages } from './EventMessages';
export { EventServices } from './EventServices';
export { ReceivedGifts } from './ReceivedGifts';

export default {
  list: EventList,
  edit: EventEdit,
  create: EventCreate,
  icon: EventIcon,
  recordRepresentation: (event: TEventSummary) => event.title,
};
