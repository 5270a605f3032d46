/**
 * Guest forms: the admin and host guest modals, the public presence confirmation with companions,
 * the guest message and the checkout.
 */
import { z } from 'zod';
import { cartTooManyLinesMessage, cartTooManyUnitsMessage } from '../../messages/purchase';
import type { TCompanion } from '../../models/guest';
import { fieldLabel } from '../field-labels';
import {
  emailField,
  idNumber,
  LIMITS,
  moneyAmount,
  naming,
  optionalIsoDate,
  optionalText,
  phoneField,
  requiredText,
} from '../fields';
import { CHECKOUT_MESSAGES, GUEST_MESSAGES, invalidFieldMessage } from '../messages';
import { GUEST_EMAIL_PATTERN } from '../patterns';

/** First name, last name, e-mail and phone with the guest-form messages (host and guest site alike). */
export const guestContactShape = {
  firstName: requiredText('firstName', { required: GUEST_MESSAGES.firstNameRequired }),
  lastName: requiredText('lastName', { required: GUEST_MESSAGES.lastNameRequired }),
  email: emailField('email', {
    required: GUEST_MESSAGES.emailRequired,
    invalid: GUEST_MESSAGES.emailInvalid,
    pattern: GUEST_EMAIL_PATTERN,
  }),
  phoneNumber: phoneField({ required: GUEST_MESSAGES.phoneRequired, invalid: GUEST_MESSAGES.phoneInvalid }),
};

/** Admin guest modal (POST/PUT /admin/events/{id}/guests). */
export const ZAdminGuestFormSchema = z.object(guestContactShape);
export type TAdminGuestForm = z.input<typeof ZAdminGuestFormSchema>;

/** 'A idade do acompanhante 2 é inválida.': the row is named, since a form holds several. */
const COMPANION_AGE_INVALID = naming(
  (at) => `A ${fieldLabel('companions.age', at).toLowerCase()} é inválida.`,
);
const MAX_COMPANIONS = 20;

/** An age as typed: a number, digits, or empty. */
const ZCompanionAge = z
  .union(
    [
      z.number().int(COMPANION_AGE_INVALID).min(0, COMPANION_AGE_INVALID).max(130, COMPANION_AGE_INVALID),
      z
        .string()
        .trim()
        .regex(/^\d{0,3}$/, COMPANION_AGE_INVALID)
        .transform((value) => (value === '' ? null : Number(value)))
        .pipe(z.number().max(130, COMPANION_AGE_INVALID).nullable()),
      z.null(),
    ],
    COMPANION_AGE_INVALID,
  )
  .optional();

/** A companion row as the form holds it: either field may be empty. */
export const ZCompanionInput = z.object({
  name: optionalText('companions.name'),
  age: ZCompanionAge,
});
export type TCompanionInput = z.input<typeof ZCompanionInput>;

type TCompanionLike = { name?: string | null; age?: number | string | null };

const hasName = (companion: TCompanionLike) => (companion.name ?? '').trim() !== '';
const hasAge = (companion: TCompanionLike) =>
  companion.age !== undefined && companion.age !== null && String(companion.age).trim() !== '';

/** Drops the companion rows with neither a name nor an age (they are not sent). */
export function dropEmptyCompanions<T extends TCompanionLike>(companions: readonly T[]): T[] {
  return companions.filter((companion) => hasName(companion) || hasAge(companion));
}

const isComplete = (companion: {
  name?: string | null;
  age?: number | null;
}): companion is { name: string; age: number } => hasName(companion) && hasAge(companion);

/**
 * The companions list: a name needs an age and an age needs a name, with N the row's 1-based
 * position. Parsing drops the empty rows and yields complete { name, age } companions.
 */
export const ZCompanionsSchema = z
  .array(ZCompanionInput, 'A lista de acompanhantes é inválida.')
  .max(MAX_COMPANIONS, `Informe no máximo ${MAX_COMPANIONS} acompanhantes.`)
  .superRefine((companions, ctx) => {
    companions.forEach((companion, index) => {
      const position = index + 1;
      if (hasName(companion) && !hasAge(companion)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'age'],
          message: GUEST_MESSAGES.companionAgeRequired(position),
        });
      }
      if (hasAge(companion) && !hasName(companion)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: GUEST_MESSAGES.companionNameRequired(position),
        });
      }
    });
  })
  .transform((companions): TCompanion[] =>
    companions.filter(isComplete).map(({ name, age }) => ({ name, age })),
  );

/** 'Vou' (true) or 'Não poderei ir' (false). */
const ZAttending = z.boolean(naming((at) => invalidFieldMessage('attending', at)));

/** Host guest modal (POST/PUT /users/guests/{eventId}); `attending` null: invited, no answer yet. */
export const ZGuestFormSchema = z.object({
  ...guestContactShape,
  companions: ZCompanionsSchema.default([]),
  attending: ZAttending.nullable().default(true),
});
export type TGuestForm = z.input<typeof ZGuestFormSchema>;

const MAX_QUESTIONS = 10;
const ANSWER_MAX = 1000;

/**
 * The answers to the host's questions; blank answers are dropped (which questions are required is
 * the event's, checked by the server and the site's form against it).
 */
export const ZAnswersSchema = z
  .array(
    z.object({
      questionId: idNumber('answers.questionId'),
      answer: optionalText('answers.answer', ANSWER_MAX),
    }),
    naming((at) => invalidFieldMessage('answers', at)),
  )
  .max(
    MAX_QUESTIONS,
    naming((at) => invalidFieldMessage('answers', at)),
  )
  .transform((answers) =>
    answers.flatMap(({ questionId, answer }) => (answer === null ? [] : [{ questionId, answer }])),
  );

/** A personal link's secret: 32 hexadecimal characters. */
export function invitationTokenField(field: string) {
  const invalid = naming((at) => invalidFieldMessage(field, at));
  return z.string(invalid).regex(/^[0-9a-f]{32}$/, invalid);
}

/**
 * Public presence confirmation (POST /guests/confirmation/{eventId}): 'Vou' or 'Não poderei ir'
 * (`attending`, default 'Vou'), the answers to the host's questions and, from a personal link,
 * its token (the answer then updates that guest).
 */
export const ZPresenceConfirmationFormSchema = z.object({
  ...guestContactShape,
  message: optionalText('message', LIMITS.text),
  companions: ZCompanionsSchema.default([]),
  attending: ZAttending.default(true),
  answers: ZAnswersSchema.default([]),
  invitationToken: invitationTokenField('invitationToken').optional(),
});

/**
 * The host's RSVP settings (PUT /users/event/{eventId}/rsvp): the deadline (empty: none), the age
 * up to which a companion is a child (0–17), and up to 10 questions (`id` keeps an existing one
 * and its answers; a question left out is removed with its answers).
 */
const CHILDREN_AGE_RANGE = 'A idade máxima das crianças deve ficar entre 0 e 17 anos.';
export const ZRsvpSettingsFormSchema = z.object({
  confirmationDeadline: optionalIsoDate('confirmationDeadline')
    .nullable()
    .transform((day) => day ?? null),
  childrenMaxAge: z
    .number(naming((at) => invalidFieldMessage('childrenMaxAge', at)))
    .int(naming((at) => invalidFieldMessage('childrenMaxAge', at)))
    .min(0, CHILDREN_AGE_RANGE)
    .max(17, CHILDREN_AGE_RANGE),
  questions: z
    .array(
      z.object({
        id: idNumber('questions.id').optional(),
        label: requiredText('questions.label', { max: LIMITS.title }),
        required: z.boolean(naming((at) => invalidFieldMessage('questions.required', at))).default(false),
      }),
      naming((at) => invalidFieldMessage('questions', at)),
    )
    .max(MAX_QUESTIONS, `Crie no máximo ${MAX_QUESTIONS} perguntas.`)
    .default([]),
});
export type TRsvpSettingsForm = z.input<typeof ZRsvpSettingsFormSchema>;
export type TPresenceConfirmationForm = z.input<typeof ZPresenceConfirmationFormSchema>;

/** Public guest message (POST /guests/message/{eventId}). */
export const ZGuestMessageFormSchema = z.object({
  firstName: guestContactShape.firstName,
  lastName: guestContactShape.lastName,
  email: guestContactShape.email,
  message: requiredText('message', { required: GUEST_MESSAGES.messageRequired, max: LIMITS.text }),
});
export type TGuestMessageForm = z.input<typeof ZGuestMessageFormSchema>;

/** The cart dialog's name and e-mail, checked before paying. */
export const ZCheckoutFormSchema = z.object({
  name: requiredText('name', { required: CHECKOUT_MESSAGES.nameAndEmailRequired, max: LIMITS.title }),
  email: emailField('email', {
    required: CHECKOUT_MESSAGES.nameAndEmailRequired,
    invalid: CHECKOUT_MESSAGES.emailInvalid,
    pattern: GUEST_EMAIL_PATTERN,
  }),
});
export type TCheckoutForm = z.input<typeof ZCheckoutFormSchema>;

const MAX_GIFT_QUANTITY = 99;
/**
 * What one purchase may ask for: a wedding guest's cart is a handful of gifts, and an unpaid
 * checkout holds its units and cotas from everyone else until it is paid or expires.
 */
export const MAX_CART_LINES = 50;
export const MAX_CART_UNITS = 100;
const QUANTITY_INVALID = naming((at) => `A ${fieldLabel('items.quantity', at).toLowerCase()} é inválida.`);
const QUANTITY_TOO_LARGE = naming(
  (at) => `A ${fieldLabel('items.quantity', at).toLowerCase()} deve ser no máximo ${MAX_GIFT_QUANTITY}.`,
);

/** The guest purchase (POST /guests/purchase): the checkout plus the cart's gift ids and quantities. */
export const ZGuestPurchaseSchema = ZCheckoutFormSchema.extend({
  eventId: idNumber('eventId'),
  items: z
    .array(
      z.object({
        id: idNumber('items.id'),
        quantity: z
          .number(QUANTITY_INVALID)
          .int(QUANTITY_INVALID)
          .min(1, QUANTITY_INVALID)
          .max(MAX_GIFT_QUANTITY, QUANTITY_TOO_LARGE),
        // A free amount's value, typed by the guest (what the couple receive when the fee is
        // covered); only for those gifts, whose quantity is 1. The server checks the host's minimum.
        amount: moneyAmount('items.amount', { positive: true }).optional(),
      }),
      'O carrinho deve ter ao menos um presente.',
    )
    .min(1, 'O carrinho deve ter ao menos um presente.')
    .max(MAX_CART_LINES, cartTooManyLinesMessage(MAX_CART_LINES))
    .refine(
      (items) => new Set(items.map((item) => item.id)).size === items.length,
      'O carrinho tem o mesmo presente mais de uma vez.',
    )
    .refine(
      (items) => items.reduce((sum, item) => sum + item.quantity, 0) <= MAX_CART_UNITS,
      cartTooManyUnitsMessage(MAX_CART_UNITS),
    ),
});
export type TGuestPurchase = z.input<typeof ZGuestPurchaseSchema>;
