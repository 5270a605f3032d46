import { guestSiteOrigin } from '@celebra/shared/format';

/**
 * The public event site's address, which prefixes an event's slug. VITE_SITE_URL when set; else the
 * back office's own address with 'admin.' swapped for 'site.' (the host prefix picks the app).
 */
export function siteUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const configured = import.meta.env.VITE_SITE_URL;
  if (configured) return configured.replace(/\/+$/, '');
  return guestSiteOrigin(location);
}
