import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/pg-errors';
import { type NewPreUserRequest, preUserRequests } from '../../../db/schema/index';
import { HttpError } from '../../../http/http-error';

export const REQUEST_EXISTS_MESSAGE =
  'Já existe um pré-cadastro com este e-mail. Acesse o pré-cadastro para acompanhar o pagamento.';

/** Inserts the request; two registrations of one e-mail racing each other end in one row and a 409. */
export async function createPreUserRequest(db: Db, values: NewPreUserRequest): Promise<number> {
  try {
    const [row] = await db.insert(preUserRequests).values(values).returning({ id: preUserRequests.id });
    if (!row) throw new Error('pre-user request not inserted');
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, REQUEST_EXISTS_MESSAGE);
    throw error;
  }
}

/** Undoes a registration whose fee checkout could not be created: the visitor simply tries again. */
export async function deletePreUserRequest(db: Db, id: number): Promise<void> {
  await db.delete(preUserRequests).where(eq(preUserRequests.id, id));
}

export async function updatePreUserRequest(
  db: Db,
  id: number,
  values: Partial<NewPreUserRequest>,
): Promise<void> {
  await db.update(preUserRequests).set(values).where(eq(preUserRequests.id, id));
}
