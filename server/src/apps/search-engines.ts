/**
 * What search engines are told, on every host. An event site holds names, dates and addresses: it
 * is kept out of search results unless its host turned on 'Permitir que buscadores encontrem o
 * site', and even then only while it is active and has no password. The back office, the host
 * dashboard and the index page are never listed.
 *
 * The event site's robots.txt lets crawlers in on purpose: a page they may not read is one whose
 * `noindex` they never see, and a link to it found elsewhere can still be listed (by its address
 * alone). So the site's pages say it themselves, in a `<meta name="robots">` and an X-Robots-Tag
 * header (guest-page.ts, plugins/apps.ts); the other hosts, which have nothing to list, shut
 * crawlers out entirely and send the header too.
 */
import type { AppSite } from './app-sites';

/** Not listed, its links not followed: every page but an event site its host opened to them. */
export const ROBOTS_NOINDEX = 'noindex, nofollow';
/** An active event site without a password whose host lets search engines list it. */
export const ROBOTS_INDEX = 'index, follow';

const DISALLOW_ALL = 'User-agent: *\nDisallow: /\n';
// The API answers JSON to the site's own scripts: nothing there is a page to list.
const EVENT_SITE = 'User-agent: *\nAllow: /\nDisallow: /api/\n';

/**
 * The robots.txt of a host: the event site's open to crawlers (its pages carry their own
 * directive), every other app's closed. The plain host (`site` undefined) shows the index page,
 * a list of the apps with the demo's logins where the demo is seeded: closed as well.
 */
export function robotsTxt(site: AppSite | undefined): string {
  return site?.workspace === 'guest' ? EVENT_SITE : DISALLOW_ALL;
}

/** A robots directive as a tag for a page's head. */
export function robotsMetaTag(directive: string): string {
  return `<meta name="robots" content="${directive}">\n`;
}
