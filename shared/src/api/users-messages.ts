import { z } from 'zod';
import { ZEventMessage } from '../models/event-message';
import { coercedId } from '../validation/fields';
import { ZEnvelope, ZOkResponse } from './common';

/** GET /users/messages/{eventId}. */
export const ZUsersListMessagesResponseSchema = ZEnvelope.extend({ messages: z.array(ZEventMessage) });
export type TUsersListMessagesResponse = z.infer<typeof ZUsersListMessagesResponseSchema>;

/** DELETE /users/messages/{eventId}/{messageId}. */
export const ZUsersDeleteMessageParamsSchema = z.object({
  eventId: coercedId('eventId'),
  messageId: coercedId('messageId'),
});
export const ZUsersDeleteMessageResponseSchema = ZOkResponse;
