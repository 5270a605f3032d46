import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from './use-debounced-value';

/** How long the typing must pause before the link is looked up. */
export const SLUG_CHECK_DELAY_MS = 400;

/**
 * What the server said of the link in the field: nothing to ask (blank), being asked, free,
 * refused (`message` says why: in use, reserved, badly formed), or not answered (the look-up
 * failed; the submission is checked again by the server, so the user is not held back).
 */
export type SlugCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'refused'; message: string }
  | { state: 'unknown' };

/** The app's call of GET /users/slug-availability. */
export type SlugLookUp = (
  slug: string,
  signal: AbortSignal,
) => Promise<{ available: boolean; message: string }>;

/**
 * The link's availability, looked up as it is typed: once the typing pauses, keyed by the link so
 * an answer for a link no longer in the field is never shown (an older look-up is cancelled
 * through its signal). `ownSlug`: a link this form may keep although the look-up would call it
 * taken (the back office creating the event a request holds the link for); it is not asked.
 */
export function useSlugCheck(slug: string, lookUp: SlugLookUp, ownSlug?: string): SlugCheck {
  const typed = slug.trim().toLowerCase();
  const settled = useDebouncedValue(typed, SLUG_CHECK_DELAY_MS);
  const isOwn = ownSlug !== undefined && typed === ownSlug;

  const { data, isError } = useQuery({
    queryKey: ['usersSlugAvailability', settled],
    queryFn: ({ signal }) => lookUp(settled, signal),
    enabled: settled !== '' && !isOwn,
    retry: false,
  });

  if (typed === '') return { state: 'idle' };
  if (isOwn) return { state: 'available' };
  if (typed !== settled) return { state: 'checking' };
  if (isError) return { state: 'unknown' };
  if (!data) return { state: 'checking' };
  return data.available ? { state: 'available' } : { state: 'refused', message: data.message };
}
