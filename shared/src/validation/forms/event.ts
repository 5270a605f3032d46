/**
 * Event forms: details (host 'Informações do Evento' and the admin event page), the admin event
 * edit, the host 'Cores e Textos' and site settings.
 */
import { z } from 'zod';
import { EVENT_DETAILS_TYPES } from '../../models/event-details';
import {
  colorField,
  isoDateField,
  LIMITS,
  optionalHttpLink,
  optionalText,
  requiredText,
  slugField,
  timeField,
} from '../fields';
import {
  CUSTOM_MESSAGES,
  EVENT_DETAILS_MESSAGES,
  EVENT_EDIT_MESSAGES,
  invalidFieldMessage,
  maxLengthMessage,
  SITE_SETTINGS_MESSAGES,
} from '../messages';
import { CEP_PATTERN } from '../patterns';

type DetailsMessages = {
  eventDate: string;
  startTime: string;
  endTime: string;
  eventType: string;
  eventLocation: string;
  postalCode: string;
  fullAddress: string;
  transmission: string;
  transmissionLink: string;
  transmissionPassword: string;
};

type DetailsRules = {
  messages: DetailsMessages;
  /** The host form requires the CEP of an in-person event; the admin form does not. */
  postalCodeRequired: boolean;
  /** The host form requires the transmission password of a virtual event; the admin form does not. */
  transmissionPasswordRequired: boolean;
};

/**
 * Details with the rules of the kind of event: in-person needs place and address, virtual needs
 * the transmission. A CEP, when given, must be 5 digits, optional hyphen, 3 digits.
 */
function eventDetailsSchema({ messages, postalCodeRequired, transmissionPasswordRequired }: DetailsRules) {
  return z
    .object({
      eventDate: isoDateField('eventDate', messages.eventDate),
      startTime: timeField('startTime', messages.startTime),
      endTime: timeField('endTime', messages.endTime),
      eventType: z.enum(EVENT_DETAILS_TYPES, messages.eventType),
      eventLocation: optionalText('eventLocation', LIMITS.title),
      postalCode: optionalText('postalCode', 9),
      fullAddress: optionalText('fullAddress', 500),
      transmission: optionalText('transmission'),
      transmissionLink: optionalHttpLink('transmissionLink'),
      transmissionPassword: optionalText('transmissionPassword'),
      latitude: z
        .number(invalidFieldMessage('latitude'))
        .min(-90, invalidFieldMessage('latitude'))
        .max(90, invalidFieldMessage('latitude'))
        .nullish(),
      longitude: z
        .number(invalidFieldMessage('longitude'))
        .min(-180, invalidFieldMessage('longitude'))
        .max(180, invalidFieldMessage('longitude'))
        .nullish(),
    })
    .superRefine((details, ctx) => {
      const requireField = (field: keyof DetailsMessages, isRequired = true) => {
        if (isRequired && !details[field])
          ctx.addIssue({ code: 'custom', path: [field], message: messages[field] });
      };
      if (details.eventType === 'in-person') {
        requireField('eventLocation');
        requireField('postalCode', postalCodeRequired);
        requireField('fullAddress');
      } else {
        requireField('transmission');
        requireField('transmissionLink');
        requireField('transmissionPassword', transmissionPasswordRequired);
      }
      if (details.postalCode && !CEP_PATTERN.test(details.postalCode)) {
        ctx.addIssue({
          code: 'custom',
          path: ['postalCode'],
          message: EVENT_DETAILS_MESSAGES.postalCodeInvalid,
        });
      }
    });
}

/** Host 'Informações do Evento' (PUT /users/event-details/{eventId}). */
export const ZEventDetailsFormSchema = eventDetailsSchema({
  messages: {
    eventDate: EVENT_DETAILS_MESSAGES.eventDateRequired,
    startTime: EVENT_DETAILS_MESSAGES.startTimeRequired,
    endTime: EVENT_DETAILS_MESSAGES.endTimeRequired,
    eventType: EVENT_DETAILS_MESSAGES.eventTypeRequired,
    eventLocation: EVENT_DETAILS_MESSAGES.eventLocationRequired,
    postalCode: EVENT_DETAILS_MESSAGES.postalCodeRequired,
    fullAddress: EVENT_DETAILS_MESSAGES.fullAddressRequired,
    transmission: EVENT_DETAILS_MESSAGES.transmissionRequired,
    transmissionLink: EVENT_DETAILS_MESSAGES.transmissionLinkRequired,
    transmissionPassword: EVENT_DETAILS_MESSAGES.transmissionPasswordRequired,
  },
  postalCodeRequired: true,
  transmissionPasswordRequired: true,
});
export type TEventDetailsForm = z.input<typeof ZEventDetailsFormSchema>;

const required = EVENT_EDIT_MESSAGES.required;

/** The details part of the admin event page: every message is '* Campo obrigatório'. */
export const ZAdminEventDetailsFormSchema = eventDetailsSchema({
  messages: {
    eventDate: required,
    startTime: required,
    endTime: required,
    eventType: required,
    eventLocation: required,
    postalCode: required,
    fullAddress: required,
    transmission: required,
    transmissionLink: required,
    transmissionPassword: required,
  },
  postalCodeRequired: false,
  transmissionPasswordRequired: false,
});

/** Admin event page in edit mode (PUT /admin/events/{id}): event fields plus details. */
export const ZAdminEventFormSchema = z.object({
  title: requiredText('title', { required, max: LIMITS.title }),
  subtitle: requiredText('subtitle', { required, max: LIMITS.title }),
  slug: slugField(EVENT_EDIT_MESSAGES.slugEmpty),
  active: z.boolean(invalidFieldMessage('active')),
  titleDescription: optionalText('titleDescription', LIMITS.title),
  description: optionalText('description', LIMITS.text),
  color: colorField('color', required),
  details: ZAdminEventDetailsFormSchema,
});
export type TAdminEventForm = z.input<typeof ZAdminEventFormSchema>;

/** Host 'Cores e Textos' (PUT /users/event/{eventId}): every field required. */
export const ZCustomFormSchema = z.object({
  title: requiredText('title', { required: CUSTOM_MESSAGES.required, max: LIMITS.title }),
  subtitle: requiredText('subtitle', { required: CUSTOM_MESSAGES.required, max: LIMITS.title }),
  titleDescription: requiredText('titleDescription', {
    required: CUSTOM_MESSAGES.required,
    max: LIMITS.title,
  }),
  description: requiredText('description', { required: CUSTOM_MESSAGES.required, max: LIMITS.text }),
  color: colorField('color', CUSTOM_MESSAGES.required),
});
export type TCustomForm = z.input<typeof ZCustomFormSchema>;

const MIN_SITE_PASSWORD = 6;

/**
 * Host 'Configurações do Site' (PUT /users/event/{eventId}/settings). The password: absent, the
 * site keeps the one it has (or stays open); empty or null, the site opens; a given one (6
 * characters at least) replaces it. The server stores only its hash and never answers it.
 */
export const ZSiteSettingsFormSchema = z.object({
  showGiftList: z.boolean(invalidFieldMessage('showGiftList')),
  showGuestMessages: z.boolean(invalidFieldMessage('showGuestMessages')),
  showEventInfo: z.boolean(invalidFieldMessage('showEventInfo')),
  allowGuestConfirmation: z.boolean(invalidFieldMessage('allowGuestConfirmation')),
  // Absent (an older client): the saved choice stays.
  guestCoversFeeByDefault: z.boolean(invalidFieldMessage('guestCoversFeeByDefault')).optional(),
  // Absent (an older client): the saved choice stays.
  allowSearchEngines: z.boolean(invalidFieldMessage('allowSearchEngines')).optional(),
  slug: slugField(SITE_SETTINGS_MESSAGES.slugRequired),
  password: z
    .string(invalidFieldMessage('password'))
    .max(LIMITS.password, maxLengthMessage('password', LIMITS.password))
    // PostgreSQL text cannot hold NUL: storing it would fail (a 500) instead of refusing it.
    .refine((password) => !password.includes('\u0000'), invalidFieldMessage('password'))
    .refine(
      (password) => password === '' || password.length >= MIN_SITE_PASSWORD,
      SITE_SETTINGS_MESSAGES.passwordTooShort,
    )
    .nullish()
    .transform((password) => (password === undefined ? undefined : password || null)),
});
export type TSiteSettingsForm = z.input<typeof ZSiteSettingsFormSchema>;
