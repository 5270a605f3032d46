import type { ApiParsedBody } from '@celebra/shared/api';
import {
  EMAIL_IN_USE_MESSAGE,
  EVENT_EDIT_MESSAGES,
  REQUEST_ALREADY_USED_MESSAGE,
  SELECTED_GIFT_NOT_FOUND_MESSAGE,
} from '@celebra/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pgViolation } from '../../db/pg-errors';
import {
  eventDetails,
  eventGifts,
  eventSettings,
  events,
  preUserRequests,
  users,
} from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';

/** The draft as the contract parsed it (ZAdminWizardDraftSchema's output). */
export type Draft = ApiParsedBody<'usersRegister'>;

/** Who turned a request into its event: an administrator (the default) or the platform itself. */
export type Conversion = { autoPublished: boolean };

/**
 * The admin wizard's submission in ONE transaction: the host, their event with its details and
 * settings rows, the chosen gifts, and the event request marked as done (when and by whom:
 * `conversion`). Any failure (e-mail or slug taken, a gift removed meanwhile, the request already
 * used) rolls everything back and is a Portuguese 4xx. The request is claimed by a conditional
 * update in the same transaction, so of two conversions at once (the administrator's and the
 * platform's, or the fee's and the wizard's) exactly one commits. Returns the new user's id.
 */
export async function createHostAccount(
  db: Db,
  draft: Draft,
  passwordHash: string,
  conversion: Conversion = { autoPublished: false },
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          firstName: draft.firstName,
          lastName: draft.lastName,
          email: draft.email,
          phoneNumber: draft.phoneNumber,
          passwordHash,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user not inserted');

      const [event] = await tx
        .insert(events)
        .values({
          userId: user.id,
          eventCategoryId: draft.eventCategoryId,
          title: draft.title,
          subtitle: draft.subtitle,
          slug: draft.slug,
          giftDeliveryPreference: draft.giftDeliveryPreference,
        })
        .returning({ id: events.id });
      if (!event) throw new Error('event not inserted');
      await tx.insert(eventDetails).values({ eventId: event.id });
      await tx.insert(eventSettings).values({ eventId: event.id });
      // The list in the order the host chose the gifts in the wizard.
      await tx
        .insert(eventGifts)
        .values(draft.gifts.map((giftId, position) => ({ eventId: event.id, giftId, position })));

      if (draft.preUserRequestId) {
        const [marked] = await tx
          .update(preUserRequests)
          .set({
            accountCreated: true,
            userId: user.id,
            convertedAt: sql`now()`,
            autoPublished: conversion.autoPublished,
          })
          .where(
            and(eq(preUserRequests.id, draft.preUserRequestId), eq(preUserRequests.accountCreated, false)),
          )
          .returning({
            id: preUserRequests.id,
            consentVersion: preUserRequests.consentVersion,
            consentedAt: preUserRequests.consentedAt,
          });
        if (!marked) throw new DomainError('conflict', REQUEST_ALREADY_USED_MESSAGE);
        // The host accepted the terms when registering: the account keeps that consent. An
        // account the administrator makes without a registration has none (null) until asked.
        await tx
          .update(users)
          .set({ consentVersion: marked.consentVersion, consentedAt: marked.consentedAt })
          .where(eq(users.id, user.id));
      }
      return user.id;
    });
  } catch (error) {
    const violation = pgViolation(error);
    if (violation?.constraint === 'users_email_unique')
      throw new DomainError('conflict', EMAIL_IN_USE_MESSAGE);
    if (violation?.constraint === 'events_slug_unique')
      throw new DomainError('conflict', EVENT_EDIT_MESSAGES.slugInUse);
    // The category was checked before; what can vanish meanwhile is a catalogue gift.
    if (violation?.kind === 'foreign-key')
      throw new DomainError('not-found', SELECTED_GIFT_NOT_FOUND_MESSAGE);
    throw error;
  }
}
