import { expect, vi } from 'vitest';
import type { TestContext } from '../../../helpers/build';
import { type OutboxMail, readOutbox } from '../../../helpers/outbox';

export const PASSWORD = 'segredo123';

let serial = 0;
/** A different client address for each registration, so that the files' many registrations do
 * not meet the per-client limits; the limits have their own tests. */
export const nextAddress = () => {
  serial += 1;
  return `10.${Math.floor(serial / 250) % 250}.${serial % 250}.7`;
};

/** What the host app's calls of the signed-out journey look like, as one browser would make them. */
export function preRegisterClient(t: TestContext) {
  let counter = 0;

  const registration = (overrides: Record<string, unknown> = {}) => {
    counter += 1;
    return {
      firstName: 'Bia',
      lastName: 'Lima',
      phoneNumber: '(11) 91234-5678',
      email: `Bia.Lima${counter}.${Date.now()}@Example.com`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
      ...overrides,
    };
  };

  const call = (path: string, payload: object, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: `/api/users/pre-register${path}`, payload, remoteAddress });

  /** The mails to `email` in the outbox, oldest first; waits for at least `count`. */
  const mailsTo = async (email: string, count = 1): Promise<OutboxMail[]> =>
    vi.waitFor(
      async () => {
        const mails = (await readOutbox(t.config)).filter((mail) => mail.to === email.toLowerCase());
        if (mails.length < count) throw new Error(`${mails.length} of ${count} mails to ${email}`);
        return mails;
      },
      { timeout: 5_000, interval: 50 },
    );

  /** The access code of the newest access mail to `email` (the link's `code`). */
  const accessCode = async (email: string, count = 1): Promise<string> => {
    const mails = (await mailsTo(email, count)).filter((mail) => mail.subject.includes('Confirme'));
    const link = /\/pre-register\?email=[^&\s]+&code=([\w-]+)/.exec(mails.at(-1)?.text ?? '');
    if (!link?.[1]) throw new Error(`no access link mailed to ${email}`);
    return link[1];
  };

  /** Registers as one browser does; answers the (normalised) e-mail and the browser's token. */
  const register = async (overrides: Record<string, unknown> = {}, remoteAddress = nextAddress()) => {
    const body = registration(overrides);
    const response = await call('', body, remoteAddress);
    expect(response.statusCode, response.body).toBe(200);
    return { email: body.email.toLowerCase(), token: response.json().token as string };
  };

  /** Opens the newest access link in the browser holding `token`: the e-mail is then proven. */
  const verify = async (email: string, token: string) => {
    const response = await call('/verify', { email, code: await accessCode(email), token });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.passwordNeeded).toBe(false);
    return answer.token as string;
  };

  return { registration, call, mailsTo, accessCode, register, verify };
}
