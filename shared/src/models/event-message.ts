import { z } from 'zod';
import { ZIsoDateTime, ZModelId } from './primitives';

/** A guest's message to the hosts ('recado'). */
export const ZEventMessage = z.object({
  id: ZModelId,
  eventId: ZModelId,
  createdAt: ZIsoDateTime,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  message: z.string(),
});
export type TEventMessage = z.infer<typeof ZEventMessage>;
