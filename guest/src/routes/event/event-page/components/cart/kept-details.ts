import { readGuestContact } from '../../../../../common/guest-contact';

/**
 * What the guest typed at the checkout (name, e-mail, the note to the hosts), kept for the tab in
 * sessionStorage while the guest is away at the card's checkout: a refused or abandoned card
 * brings them back to a form already filled. Never the CPF, never beyond the tab (closing it
 * forgets them), and forgotten once a payment is approved.
 */
export type TKeptDetails = { name: string; email: string; message: string };

/** The session-storage key of the details typed for an event's cart. */
export const keptDetailsKey = (slug: string) => `celebra.checkout.${slug}`;

const EMPTY: TKeptDetails = { name: '', email: '', message: '' };

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The details typed for the event at `slug` in this tab; empty fields when none were kept. */
export function readKeptDetails(slug: string): TKeptDetails {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(keptDetailsKey(slug)) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return EMPTY;
    const { name, email, message } = kept as Record<string, unknown>;
    return { name: textOf(name), email: textOf(email), message: textOf(message) };
  } catch {
    return EMPTY;
  }
}

/** Keeps the details typed for the event at `slug` until the tab closes. */
export function writeKeptDetails(slug: string, { name, email, message }: TKeptDetails): void {
  try {
    sessionStorage.setItem(keptDetailsKey(slug), JSON.stringify({ name, email, message }));
  } catch {
    // Storage refused (a private mode): the form is empty on return, as it always was.
  }
}

/** Forgets the details typed for the event at `slug` (its payment was approved). */
export function forgetKeptDetails(slug: string): void {
  try {
    sessionStorage.removeItem(keptDetailsKey(slug));
  } catch {
    // Nothing kept then.
  }
}

/** `kept` as it is, or, when the tab kept no name nor e-mail, those this device remembers. */
export function withDeviceContact(kept: TKeptDetails): TKeptDetails {
  if (kept.name || kept.email) return kept;
  const contact = readGuestContact();
  if (!contact) return kept;
  return { ...kept, name: `${contact.firstName} ${contact.lastName}`.trim(), email: contact.email };
}
