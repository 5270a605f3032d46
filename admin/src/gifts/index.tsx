import type { TGift } from '@celebra/shared/models';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { GiftCreate } from './GiftCreate';
import { GiftEdit } from './GiftEdit';
import { GiftList } from './GiftList';

export default {
  list: GiftList,
  edit: GiftEdit,
  create: GiftCreate,
  icon: CardGiftcardIcon,
  recordRepresentation: (gift: TGift) => gift.name,
};
