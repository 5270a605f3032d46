import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventCategories, preUserRequests } from '../../../db/schema/index';
import { HttpError } from '../../../http/http-error';
import { REQUEST_ALREADY_USED_MESSAGE } from './create-host-account';

export const REQUEST_NOT_FOUND_MESSAGE = 'Solicitação de evento não encontrada.';
export const NO_REQUEST_PASSWORD_MESSAGE =
  'Esta solicitação não tem uma senha cadastrada. Defina uma senha para o usuário.';
export const CATEGORY_NOT_FOUND_MESSAGE = 'Categoria de evento não encontrada.';
export const CATEGORY_TYPE_MISMATCH_MESSAGE = 'A categoria escolhida não pertence ao tipo de evento.';

/**
 * The event request the wizard was opened from: a 404 if unknown, a 409 if its account exists
 * already. Returns the password hash the prospective user chose when registering, if any.
 */
export async function findRequestPasswordHash(db: Db, id: number): Promise<string | undefined> {
  const [request] = await db
    .select({ passwordHash: preUserRequests.passwordHash, accountCreated: preUserRequests.accountCreated })
    .from(preUserRequests)
    .where(eq(preUserRequests.id, id))
    .limit(1);
  if (!request) throw new HttpError(404, REQUEST_NOT_FOUND_MESSAGE);
  if (request.accountCreated) throw new HttpError(409, REQUEST_ALREADY_USED_MESSAGE);
  return request.passwordHash || undefined;
}

/** The chosen category must exist and belong to the chosen event type. */
export async function assertCategoryOfType(db: Db, eventCategoryId: number, eventTypeId: number) {
  const [category] = await db
    .select({ eventTypeId: eventCategories.eventTypeId })
    .from(eventCategories)
    .where(eq(eventCategories.id, eventCategoryId))
    .limit(1);
  if (!category) throw new HttpError(404, CATEGORY_NOT_FOUND_MESSAGE);
  if (category.eventTypeId !== eventTypeId) throw new HttpError(400, CATEGORY_TYPE_MISMATCH_MESSAGE);
}
