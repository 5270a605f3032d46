import type { TGiftSuggestion } from '@celebra/shared/models';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import { lazyPage } from '../common/lazy-page';

export default {
  list: lazyPage(() => import('./GiftSuggestionList'), 'GiftSuggestionList'),
  icon: LightbulbIcon,
  recordRepresentation: (suggestion: TGiftSuggestion) => suggestion.title,
};
