/**
 * What the thank-you page needs of the event the guest paid on: its colour and whether it takes
 * messages and presence answers. Kept on this device when the site is shown (nothing personal in
 * it), read by `/page/checkout-success?event=<slug>`, which the payment provider may open in a
 * fresh page with nothing but the slug.
 */
export type TSiteLook = { color: string | null; messages: boolean; confirmation: boolean };

export const siteLookKey = (slug: string) => `celebra.site.${slug}`;

export function writeSiteLook(slug: string, look: TSiteLook): void {
  try {
    localStorage.setItem(siteLookKey(slug), JSON.stringify(look));
  } catch {
    // Storage refused: the thank-you page has the platform's colour and no next step.
  }
}

export function readSiteLook(slug: string): TSiteLook | null {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(siteLookKey(slug)) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return null;
    const { color, messages, confirmation } = kept as Record<string, unknown>;
    return {
      color: typeof color === 'string' ? color : null,
      messages: messages === true,
      confirmation: confirmation === true,
    };
  } catch {
    return null;
  }
}
