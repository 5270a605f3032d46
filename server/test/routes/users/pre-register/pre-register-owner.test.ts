import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../../src/auth/password';
import { preUserRequests } from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import { PASSWORD, preRegisterClient } from './pre-register-client';

/**
 * Anyone can type anyone's address into the pre-registration. Whatever strangers do with it
 * (register it again and again, ask for links, send wrong codes), the owner of the address, who
 * reads the links mailed to it, always completes the registration, with their own password, and
 * the strangers never get in. (The fee is zero here, so no checkout is made.)
 */
const t = await build();
const { call, mailsTo, register, registration } = preRegisterClient(t);

const STRANGER_PASSWORD = 'Intruso123';
const strangerRegistration = (email: string) =>
  registration({
    email,
    firstName: 'Estranho',
    password: STRANGER_PASSWORD,
    confirmPassword: STRANGER_PASSWORD,
  });

const findRequest = async (email: string) =>
  (await t.db.select().from(preUserRequests).where(eq(preUserRequests.email, email)))[0];

/** The access codes of every link mailed to `email`, oldest first. */
const mailedCodes = async (email: string, count: number) =>
  (await mailsTo(email, count))
    .map((mail) => /\/pre-register\?email=[^&\s]+&code=([\w-]+)/.exec(mail.text)?.[1])
    .filter((code): code is string => code !== undefined);

/** A stranger works on `email` from many machines: registers it, asks for links, guesses codes. */
async function strangerWorksOn(email: string, times: number) {
  const tokens: string[] = [];
  for (let i = 0; i < times; i++) {
    const registered = await call('', strangerRegistration(email));
    if (registered.statusCode === 200) tokens.push(registered.json().token);
    await call('/send-code', { email });
  }
  for (let i = 0; i < 25; i++) await call('/verify', { email, code: `${'x'.repeat(40)}${i}`.slice(0, 43) });
  return tokens;
}

async function expectOwnerIn(email: string, ownerToken: string, strangerTokens: string[]) {
  const row = await findRequest(email);
  expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  expect(await verifyPassword(row?.passwordHash ?? '', PASSWORD)).toBe(true);
  expect(await verifyPassword(row?.passwordHash ?? '', STRANGER_PASSWORD)).toBe(false);
  expect((await call('/get', { email, token: ownerToken })).json()).toMatchObject({ emailVerified: true });
  // None of the stranger's proofs opens the request any more, and registering it again is refused.
  for (const token of strangerTokens) expect((await call('/get', { email, token })).statusCode).toBe(403);
  expect((await call('', strangerRegistration(email))).statusCode).toBe(409);
}

describe("the owner of an address is never kept out by others' attempts", () => {
  it('a stranger registering it many times after the owner: the link mailed first still works, and its reader sets the password', async () => {
    const owner = await register({ email: `dona.${Date.now()}@exemplo.com` });
    const { email } = owner;
    const [firstCode] = await mailedCodes(email, 1);

    const strangerTokens = await strangerWorksOn(email, 8);
    expect(strangerTokens.length).toBeGreaterThanOrEqual(5);

    // The owner opens the first link in their own browser: the stranger's registrations took the
    // browser's token away, so the page asks for the password, which the link's reader chooses.
    const asked = await call('/verify', { email, code: firstCode, token: owner.token });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ passwordNeeded: true, token: null });
    const proven = await call('/verify', { email, code: firstCode, token: owner.token, password: PASSWORD });
    expect(proven.statusCode, proven.body).toBe(200);
    expect(proven.json()).toMatchObject({ passwordNeeded: false, token: expect.any(String) });

    await expectOwnerIn(email, proven.json().token, strangerTokens);
    // The link was used once; it opens nothing again.
    expect((await call('/verify', { email, code: firstCode })).statusCode).toBe(400);
  });

  it('a stranger registering it many times before the owner: the owner still registers, and any mailed link proves the address', async () => {
    const email = `dono.${Date.now()}@exemplo.com`;
    const strangerTokens = await strangerWorksOn(email, 8);

    // The owner's own registration is accepted whatever the strangers did.
    const owner = await register({ email });
    // The mailbox got the most mails an hour allows, so the newest link there is a stranger's:
    // it works for the browser that registered last, with the password typed there.
    const codes = await mailedCodes(email, 5);
    const proven = await call('/verify', { email, code: codes.at(-1), token: owner.token });
    expect(proven.statusCode, proven.body).toBe(200);
    expect(proven.json()).toMatchObject({ passwordNeeded: false, token: expect.any(String) });

    await expectOwnerIn(email, owner.token, strangerTokens);
  });

  it('a link opened many times at once is used once: one password is chosen, the others refused', async () => {
    const { email } = await register({ email: `par.${Date.now()}@exemplo.com` });
    const [code] = await mailedCodes(email, 1);

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call('/verify', { email, code, password: `Escolhida${i}` })),
    );

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(400)]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    const row = await findRequest(email);
    expect(await verifyPassword(row?.passwordHash ?? '', `Escolhida${winner}`)).toBe(true);
    // Only the winner's browser holds a proof.
    expect((await call('/get', { email, token: answers[winner]?.json().token })).statusCode).toBe(200);
  });
});
