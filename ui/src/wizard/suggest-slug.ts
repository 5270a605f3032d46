import { slugify } from '@celebra/shared/format';
import { LIMITS } from '@celebra/shared/validation';

/** The link a title suggests, no longer than a link may be. */
export function suggestSlug(title: string): string {
  return slugify(title).slice(0, LIMITS.slug).replace(/-+$/, '');
}
