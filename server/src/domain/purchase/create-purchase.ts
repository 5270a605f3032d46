import type { Db } from '../../db/client';
import { findAttemptPurchase } from './find-attempt-purchase';
import {
  type AttemptPurchaseInput,
  type AttemptPurchaseRow,
  insertAttemptPurchase,
} from './insert-attempt-purchase';

export type { AttemptPurchaseInput, AttemptPurchaseRow, PurchaseLineInput } from './insert-attempt-purchase';

/**
 * The PENDING purchase of one attempt of a cart, by card or by Pix, written before the provider is
 * asked for anything: the row, unique on its attempt, is what makes a double submit one purchase
 * (insertAttemptPurchase). When the attempt already has its purchase, that one is answered (for
 * the same cart only: findAttemptPurchase) and nothing is written.
 *
 * Of two guests taking the last cota at once, the database's claim trigger lets one transaction
 * write its lines and fails the other's (a 409 naming the gift), which then writes nothing. The
 * row comes before the provider's checkout precisely so: the loser never reaches the provider,
 * so there is no link or Pix to show, pay or cancel.
 */
export async function createPurchase(db: Db, input: AttemptPurchaseInput): Promise<AttemptPurchaseRow> {
  return (await insertAttemptPurchase(db, input)) ?? (await findAttemptPurchase(db, input));
}
