import type { TGiftSuggestion } from '@celebra/shared/models';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import { GiftSuggestionList } from './GiftSuggestionList';

export default {
  list: GiftSuggestionList,
  icon: LightbulbIcon,
  recordRepresentation: (suggestion: TGiftSuggestion) => suggestion.title,
};
