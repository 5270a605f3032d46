import type { TGift } from '@celebra/shared/models';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { lazyPage } from '../common/lazy-page';

export default {
  list: lazyPage(() => import('./GiftList'), 'GiftList'),
  edit: lazyPage(() => import('./GiftEdit'), 'GiftEdit'),
  create: lazyPage(() => import('./GiftCreate'), 'GiftCreate'),
  icon: CardGiftcardIcon,
  recordRepresentation: (gift: TGift) => gift.name,
};
