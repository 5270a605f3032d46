import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema/index';
import { preparedStatement } from '../../read-model/prepared-statement';

// Every Pix purchase writes its charge: a statement built once (preparedStatement), not by the
// query builder at each purchase. Its update time is the database's, as one built at each call
// would have it (the builder's own would be fixed when the statement was prepared).
const updatePixCharge = preparedStatement('purchase_pix_charge_save', (db) =>
  db
    .update(purchases)
    .set({
      providerPaymentId: sql`${sql.placeholder('providerPaymentId')}`,
      pixCode: sql`${sql.placeholder('code')}`,
      pixExpiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz`,
      updatedAt: sql`now()`,
    })
    .where(eq(purchases.id, sql.placeholder('purchaseId'))),
);

/** What the provider answered for the purchase's Pix, kept to show it again. */
export async function savePixCharge(
  db: Db,
  purchaseId: number,
  charge: { providerPaymentId: string; code: string; expiresAt: Date },
): Promise<void> {
  await updatePixCharge(db, {
    purchaseId,
    providerPaymentId: charge.providerPaymentId,
    code: charge.code,
    expiresAt: charge.expiresAt.toISOString(),
  });
}
