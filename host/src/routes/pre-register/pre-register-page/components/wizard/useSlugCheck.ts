import { apiRoutes } from '@celebra/shared/api';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../../../common/api';

/** How long the typing must pause before the link is looked up. */
export const SLUG_CHECK_DELAY_MS = 400;

/**
 * What the server said of the link in the field: nothing to ask (blank), being asked, free,
 * refused (`message` says why: in use, reserved, badly formed), or not answered (the look-up
 * failed; the submission is checked again by the server, so the host is not held back).
 */
export type SlugCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'refused'; message: string }
  | { state: 'unknown' };

/**
 * The link's availability, looked up as the host types it: once the typing pauses, and an answer
 * for a link no longer in the field is never shown (the query is keyed by the link, and an older
 * look-up is cancelled through its signal).
 */
export function useSlugCheck(slug: string): SlugCheck {
  const typed = slug.trim().toLowerCase();
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), SLUG_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const { data, isError } = useQuery({
    queryKey: ['usersSlugAvailability', settled],
    queryFn: ({ signal }) => api.call(apiRoutes.usersSlugAvailability, { query: { slug: settled }, signal }),
    enabled: settled !== '',
  });

  if (typed === '') return { state: 'idle' };
  if (typed !== settled) return { state: 'checking' };
  if (isError) return { state: 'unknown' };
  if (!data) return { state: 'checking' };
  return data.available ? { state: 'available' } : { state: 'refused', message: data.message };
}
