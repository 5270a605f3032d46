import { z } from 'zod';
import { ZIsoDateTime, ZModelId } from './primitives';

export const ZCompanion = z.object({
  name: z.string(),
  age: z.number().int().nonnegative(),
});
export type TCompanion = z.infer<typeof ZCompanion>;

/** A confirmed guest (presence list); `createdAt` is the confirmation date. */
export const ZGuest = z.object({
  id: ZModelId,
  eventId: ZModelId,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  /** The note sent with the presence confirmation. */
  message: z.string().nullable(),
  companions: z.array(ZCompanion),
  createdAt: ZIsoDateTime,
});
export type TGuest = z.infer<typeof ZGuest>;
