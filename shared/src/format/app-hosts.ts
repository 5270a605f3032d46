/**
 * The first label of the host name that picks each browser app: the back office answers on
 * admin.<domain>, the host dashboard on users.<domain>, the event site on site.<domain>. The server
 * routes by them, the dashboards build the event site's address from their own, and no event may
 * take one as its slug.
 */
export const APP_HOST_PREFIXES = { admin: 'admin', host: 'users', guest: 'site' } as const;

export type TAppName = keyof typeof APP_HOST_PREFIXES;

const PREFIXES: ReadonlySet<string> = new Set(Object.values(APP_HOST_PREFIXES));

/**
 * The event site's origin as seen from another app's page: the page's own host with its app
 * prefix swapped for the event site's ('users.celebra.com.br' → 'site.celebra.com.br'), or the
 * event site's prefix put before a host that has none ('localhost:5173' → 'site.localhost:5173').
 * The port and the protocol stay the page's.
 */
export function guestSiteOrigin(location: { readonly protocol: string; readonly host: string }): string {
  const [first, ...rest] = location.host.split('.');
  const domain =
    rest.length > 0 && first !== undefined && PREFIXES.has(first.toLowerCase())
      ? rest.join('.')
      : location.host;
  return `${location.protocol}//${APP_HOST_PREFIXES.guest}.${domain}`;
}
