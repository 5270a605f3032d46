/**
 * The proofs this browser holds for pre-registrations, by e-mail: the token the registration (or
 * an opened access link) answered, which the pre-registration calls must send. Kept in
 * localStorage, not sessionStorage: the access link is opened from the mailbox in a new tab (and
 * Mercado Pago sends the payer back in the checkout's tab), which must find it.
 */
const KEY = 'preRegisterTokens';

type TTokens = Record<string, string>;

const keyOf = (email: string) => email.trim().toLowerCase();

function readAll(): TTokens {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as TTokens) : {};
  } catch {
    return {};
  }
}

export function readPreRegisterToken(email: string): string | undefined {
  const token = readAll()[keyOf(email)];
  return typeof token === 'string' ? token : undefined;
}

export function savePreRegisterToken(email: string, token: string): void {
  localStorage.setItem(KEY, JSON.stringify({ ...readAll(), [keyOf(email)]: token }));
}

/** The server no longer accepts it (expired, or the registration was replaced). */
export function forgetPreRegisterToken(email: string): void {
  const { [keyOf(email)]: _forgotten, ...rest } = readAll();
  localStorage.setItem(KEY, JSON.stringify(rest));
}
