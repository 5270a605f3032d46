import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCelebra } from '../../providers/use-celebra';

/** How long the typing must pause before the link is looked up. */
export const SLUG_CHECK_DELAY_MS = 400;

/**
 * What the server said of the link in the field: nothing to ask (blank), being asked, free,
 * refused (`message` says why: in use, reserved, badly formed), or not answered (the look-up
 * failed; the registration is checked again by the server, so the wizard is not held back).
 */
export type SlugCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'refused'; message: string }
  | { state: 'unknown' };

/**
 * The link's availability, looked up as it is typed: once the typing pauses, keyed by the link so
 * an answer for a link no longer in the field is never shown. `ownSlug` is the link the event
 * request asked for: that request holds it until its event exists, so the look-up would call it
 * taken; creating that event with it is the point (the registration still refuses it if an event
 * took it meanwhile).
 */
export function useSlugCheck(slug: string, ownSlug: string | undefined): SlugCheck {
  const celebra = useCelebra();
  const typed = slug.trim().toLowerCase();
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), SLUG_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const isOwn = ownSlug !== undefined && typed === ownSlug;

  const { data, isError } = useQuery({
    queryKey: ['wizard-slug-availability', settled],
    queryFn: ({ signal }) => celebra.checkSlug(settled, signal),
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
