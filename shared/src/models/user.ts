import { z } from 'zod';
import { ZIsoDateTime, ZModelId } from './primitives';

/** A host account as the admin panel lists it. `status` is free text; ACTIVE is the only value set. */
export const ZUser = z.object({
  id: ZModelId,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  status: z.string(),
  active: z.boolean(),
  createdAt: ZIsoDateTime,
});
export type TUser = z.infer<typeof ZUser>;

/** One event of a user (admin users page, 'events' popup). */
export const ZUserEvent = z.object({
  id: ZModelId,
  title: z.string(),
  subtitle: z.string().nullable(),
  createdAt: ZIsoDateTime,
  location: z.string().nullable(),
  description: z.string().nullable(),
});
export type TUserEvent = z.infer<typeof ZUserEvent>;

/**
 * The signed-in host (GET /users/me). A quirk the host app relies on: it reads first_name and
 * last_name while every other payload is camelCase; both spellings are sent, with equal values.
 */
export const ZHostUser = z.object({
  id: ZModelId,
  firstName: z.string(),
  lastName: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
});
export type THostUser = z.infer<typeof ZHostUser>;
