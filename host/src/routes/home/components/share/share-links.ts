import { publicEventUrl } from '../../../../common/site-url';

/**
 * The id of the event site's presence-confirmation section (SECTIONS.confirmation in the guest
 * app's event page): the confirmation link is the site's link opened at that section.
 */
const CONFIRMATION_SECTION_ID = 'confirmacao';

/** The two links a host hands out: the site, and the site opened at the confirmation form. */
export function shareLinks(slug: string): { site: string; confirmation: string } {
  const site = publicEventUrl(slug);
  return { site, confirmation: `${site}#${CONFIRMATION_SECTION_ID}` };
}
