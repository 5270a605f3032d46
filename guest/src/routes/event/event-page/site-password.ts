/**
 * The password of a protected site, as the visitor typed it on the prompt: the event call sends
 * it as `?password=`, and the guest's writes on that site (a message, a presence confirmation, a
 * purchase) send it as `sitePassword`, which the server checks again (a write without it is
 * refused like the page). Kept for the browser tab only (sessionStorage, by slug), so a reload
 * does not ask again, and in memory by event id once the site opened with it: the writes know
 * their event, not its slug. Never in the address.
 */

const storageKey = (slug: string) => `celebra.site-password.${slug}`;
const byEvent = new Map<number, string>();

/** The password accepted for `slug` earlier in this tab, if any. */
export function readStoredPassword(slug: string): string | undefined {
  try {
    return sessionStorage.getItem(storageKey(slug)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps (or, with undefined, forgets) the password of `slug` for this tab. */
export function writeStoredPassword(slug: string, password: string | undefined): void {
  try {
    if (password) sessionStorage.setItem(storageKey(slug), password);
    else sessionStorage.removeItem(storageKey(slug));
  } catch {
    // Private modes may refuse storage: the guest is simply asked again next time.
  }
}

/** The site of `eventId` opened with `password` (undefined: an open site). */
export function rememberSitePassword(eventId: number, password: string | undefined): void {
  if (password) byEvent.set(eventId, password);
  else byEvent.delete(eventId);
}

/** What a write on the site of `eventId` sends as `sitePassword`: undefined on an open site. */
export function sitePasswordOf(eventId: number): string | undefined {
  return byEvent.get(eventId);
}
