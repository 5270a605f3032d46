import { z } from 'zod';
import { ZModelId } from './primitives';

/** A category inside an event type (e.g. 'Chá de bebê' under 'Infantil'); gifts belong to one. */
export const ZEventCategory = z.object({
  id: ZModelId,
  name: z.string(),
  description: z.string().nullable(),
  eventTypeId: ZModelId,
  active: z.boolean(),
});
export type TEventCategory = z.infer<typeof ZEventCategory>;
