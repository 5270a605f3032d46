import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchases } from '../../../src/db/schema/index';
import { saveCardCheckout } from '../../../src/domain/purchase/claim-card-checkout';
import { savePixCharge } from '../../../src/domain/purchase/save-pix-charge';
import { createTestUser } from '../../helpers/accounts';
import { insertPurchase } from '../../helpers/admin-fixtures';
import { build } from '../../helpers/build';

/**
 * What the provider answered, kept on the purchase by statements prepared once per connection:
 * each write keeps its own values and its own time (a time taken when the statement was prepared
 * would stamp every later purchase with the first one's).
 */
const t = await build();

async function pendingPurchase() {
  const host = await createTestUser(t.db);
  return insertPurchase(t.db, host.event?.id ?? 0, { status: 'PENDING' });
}

async function rowOf(id: number) {
  const [row] = await t.db
    .select({
      preferenceId: purchases.providerPreferenceId,
      paymentLink: purchases.paymentLink,
      checkoutClaimedAt: purchases.checkoutClaimedAt,
      providerPaymentId: purchases.providerPaymentId,
      pixCode: purchases.pixCode,
      pixExpiresAt: purchases.pixExpiresAt,
    })
    .from(purchases)
    .where(eq(purchases.id, id));
  return row;
}

/** A time of the database's, to the microsecond (a Date keeps milliseconds only). */
async function microseconds(of: 'now' | number): Promise<bigint> {
  const time = of === 'now' ? sql`now()` : sql`(select updated_at from ${purchases} where id = ${of})`;
  const result = await t.db.execute<{ us: string }>(
    sql`select (extract(epoch from ${time}) * 1000000)::bigint::text as us`,
  );
  return BigInt(result.rows[0]?.us ?? 0);
}

/** The two writes' times: the first's no later than a moment between them, the second's after. */
async function expectStampedInTurn(first: number, second: number, between: bigint) {
  const [one, two] = [await microseconds(first), await microseconds(second)];
  expect(one <= between).toBe(true);
  expect(two >= between).toBe(true);
  expect(two > one).toBe(true);
}

describe("the provider's answer kept on the purchase", () => {
  it("the card's checkout: its preference and link, the claim let go, stamped at each write", async () => {
    const first = await pendingPurchase();
    const second = await pendingPurchase();
    await t.db.update(purchases).set({ checkoutClaimedAt: new Date() }).where(eq(purchases.id, second.id));

    await saveCardCheckout(t.db, first.id, { preferenceId: 'pref-1', paymentLink: 'https://mp.test/1' });
    const between = await microseconds('now');
    await saveCardCheckout(t.db, second.id, { preferenceId: 'pref-2', paymentLink: 'https://mp.test/2' });

    const [one, two] = [await rowOf(first.id), await rowOf(second.id)];
    expect(one).toMatchObject({ preferenceId: 'pref-1', paymentLink: 'https://mp.test/1' });
    expect(two).toMatchObject({
      preferenceId: 'pref-2',
      paymentLink: 'https://mp.test/2',
      checkoutClaimedAt: null,
    });
    await expectStampedInTurn(first.id, second.id, between);
  });

  it("the Pix's charge: its payment, copia-e-cola and expiry, stamped at each write", async () => {
    const first = await pendingPurchase();
    const second = await pendingPurchase();
    const expiresAt = new Date('2026-12-01T12:30:00.000Z');

    await savePixCharge(t.db, first.id, { providerPaymentId: '111', code: '000201-one', expiresAt });
    const between = await microseconds('now');
    await savePixCharge(t.db, second.id, { providerPaymentId: '222', code: '000201-two', expiresAt });

    const [one, two] = [await rowOf(first.id), await rowOf(second.id)];
    expect(one).toMatchObject({ providerPaymentId: '111', pixCode: '000201-one', pixExpiresAt: expiresAt });
    expect(two).toMatchObject({ providerPaymentId: '222', pixCode: '000201-two', pixExpiresAt: expiresAt });
    await expectStampedInTurn(first.id, second.id, between);
  });
});
