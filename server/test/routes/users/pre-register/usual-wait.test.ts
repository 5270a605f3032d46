import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preUserRequests } from '../../../../src/db/schema/index';
import { findUsualWaitMinutes } from '../../../../src/domain/pre-registration/find-usual-wait';
import { build } from '../../../helpers/build';
import { preRegisterClient } from './pre-register-client';

const t = await build();
const { call, register, verify } = preRegisterClient(t);

const HOUR = 60 * 60 * 1000;
let serial = 0;
/** A request converted `waitedMs` after its wizard was sent, `daysAgo` days ago. */
async function converted(waitedMs: number, { daysAgo = 1, autoPublished = false } = {}) {
  serial += 1;
  const convertedAt = new Date(Date.now() - daysAgo * 24 * HOUR);
  await t.db.insert(preUserRequests).values({
    firstName: 'Lia',
    lastName: 'Rocha',
    email: `convertido${serial}@pedido.dev`,
    phoneNumber: '(11) 91111-2222',
    passwordHash: 'x',
    paymentStatus: 'APPROVED',
    accountCreated: true,
    eventInfoJson: { title: 'Festa' },
    eventInfoSentAt: new Date(convertedAt.getTime() - waitedMs),
    convertedAt,
    autoPublished,
  });
}

describe('how long the event usually takes, on the waiting screen', () => {
  it('says nothing with too few conversions, then the median over the latest 30 by an administrator', async () => {
    // A couple waiting: fee approved, wizard sent.
    const { email, token } = await register();
    await verify(email, token);
    await t.db
      .update(preUserRequests)
      .set({ paymentStatus: 'APPROVED', eventInfoJson: { title: 'Festa' }, eventInfoSentAt: new Date() })
      .where(eq(preUserRequests.email, email));
    const usualWait = async () => (await call('/get', { email, token })).json().usualWaitMinutes;

    for (const hours of [1, 2, 3, 4]) await converted(hours * HOUR);
    expect(await usualWait()).toBeNull();

    // Five: the median of 1, 2, 3, 4 and 5 hours.
    await converted(5 * HOUR);
    expect(await usualWait()).toBe(180);

    // The platform's own conversions (instant) say nothing of the wait, and are left out.
    for (let i = 0; i < 10; i += 1) await converted(0, { autoPublished: true });
    expect(await usualWait()).toBe(180);

    // Only the latest 30 count: 30 newer conversions of 20 minutes each outweigh the old ones.
    for (let i = 0; i < 30; i += 1) await converted(20 * 60 * 1000, { daysAgo: 0.5 });
    expect(await findUsualWaitMinutes(t.db)).toBe(20);
    expect(await usualWait()).toBe(20);
  });

  it('is not computed before the wizard is sent', async () => {
    const { email, token } = await register();
    const answer = (await call('/get', { email, token })).json();
    expect(answer.userRequest.hasEventInfo).toBe(false);
    expect(answer.usualWaitMinutes).toBeNull();
  });
});
