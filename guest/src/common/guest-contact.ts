import { useEffect } from 'react';

/**
 * The guest's name and e-mail, typed once on this device and offered again in the message,
 * presence and cart forms of any event: kept in this browser's localStorage only (never sent
 * anywhere but the form the guest sends), written after a form is sent, and forgotten for good
 * with 'Não lembrar meus dados' (after which nothing is kept again on this device).
 */
export type TGuestContact = { firstName: string; lastName: string; email: string };

export const GUEST_CONTACT_KEY = 'celebra.guest-contact';
/** Set once the guest asked not to be remembered: nothing is written again. */
const OFF_KEY = 'celebra.guest-contact.off';

/** Told on this page when a form kept a name and e-mail: the other forms on screen take them. */
const GUEST_CONTACT_EVENT = 'celebra:guest-contact';

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The kept name and e-mail, or null when there are none (or storage is refused). */
export function readGuestContact(): TGuestContact | null {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(GUEST_CONTACT_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return null;
    const { firstName, lastName, email } = kept as Record<string, unknown>;
    const contact = { firstName: textOf(firstName), lastName: textOf(lastName), email: textOf(email) };
    return contact.firstName || contact.email ? contact : null;
  } catch {
    return null;
  }
}

/** Keeps what the guest just sent, unless they asked not to be remembered. */
export function rememberGuestContact(contact: TGuestContact): void {
  try {
    if (localStorage.getItem(OFF_KEY)) return;
    const { firstName, lastName, email } = contact;
    localStorage.setItem(
      GUEST_CONTACT_KEY,
      JSON.stringify({ firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim() }),
    );
    window.dispatchEvent(new Event(GUEST_CONTACT_EVENT));
  } catch {
    // Storage refused (a private mode): the forms start empty, as they always did.
  }
}

/** Forgets the kept name and e-mail, and keeps none from now on on this device. */
export function forgetGuestContact(): void {
  try {
    localStorage.removeItem(GUEST_CONTACT_KEY);
    localStorage.setItem(OFF_KEY, '1');
  } catch {
    // Nothing kept then.
  }
}

/** 'João Gonçalves' → first name 'João', last name 'Gonçalves' (the cart has one name field). */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * Fills the blank name and e-mail fields of a form already on screen once another form of the
 * page kept them (the message sent, the presence form below takes who the guest is).
 */
export function useGuestContactFill(fill: (contact: TGuestContact) => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onKept = () => {
      const contact = readGuestContact();
      if (contact) fill(contact);
    };
    window.addEventListener(GUEST_CONTACT_EVENT, onKept);
    return () => window.removeEventListener(GUEST_CONTACT_EVENT, onKept);
  }, [fill, enabled]);
}
