export { suggestSlug } from './suggest-slug';
export { type TSuggestedSlug, useSuggestedSlug } from './use-suggested-slug';
