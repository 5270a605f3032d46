import type { Db } from '../../src/db/client';
import { type NewPayoutDestination, payoutDestinations } from '../../src/db/schema/index';

/** A valid CPF (check digits agree), as stored: digits only. */
export const TEST_CPF = '12345678909';

/** A host's payout destination written directly, as stored; by default a CPF and a CPF key. */
export async function insertPayoutDestination(
  db: Db,
  userId: number,
  fields: Partial<Omit<NewPayoutDestination, 'userId'>> = {},
) {
  const [destination] = await db
    .insert(payoutDestinations)
    .values({
      holderName: 'Ana Souza',
      documentType: 'CPF',
      document: TEST_CPF,
      pixKeyType: 'CPF',
      pixKey: TEST_CPF,
      ...fields,
      userId,
    })
    .returning();
  if (!destination) throw new Error('payout destination not inserted');
  return destination;
}
