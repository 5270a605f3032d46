import { sql } from 'drizzle-orm';

/**
 * The event the request's account already has, as a column of a query over pre_user_requests:
 * the account is the one the request was turned into (`user_id`) or, for a host who signed up
 * another way, the one with the request's e-mail (both stored lower-cased). Null when there is
 * none: 'Criar evento' is still due. The oldest event when an account has more than one. Written
 * with qualified names: the query it sits in names its columns bare, and `id`, `email` and
 * `user_id` are columns of both sides.
 */
export const requestEventId = sql<number | null>`(
  select e.id from events e
  join users u on u.id = e.user_id
  where u.id = pre_user_requests.user_id or u.email = pre_user_requests.email
  order by e.id
  limit 1
)`.mapWith((value: unknown) => (value === null ? null : Number(value)));
