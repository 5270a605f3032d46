import { describe, expect, it } from 'vitest';
import { ZAdminEventFormSchema, ZSiteSettingsFormSchema } from './forms/event';
import { ZAdminWizardListInfoStepSchema, ZHostEventInfoSchema } from './forms/wizard';
import { isReservedSlug, RESERVED_SLUG_MESSAGE, RESERVED_SLUGS } from './reserved-slugs';
import { fieldErrors } from './test-support';

// Every form and request body that sets an event's slug, with the rest of it valid.
const SLUG_SCHEMAS = {
  'admin wizard, step 1': [
    ZAdminWizardListInfoStepSchema,
    { eventCategoryId: 1, title: 'Festa', subtitle: 'Venha', giftDeliveryPreference: 'cash' },
  ],
  'admin event page': [
    ZAdminEventFormSchema,
    {
      title: 'Festa',
      subtitle: 'Venha',
      active: true,
      color: '#E91E63',
      details: {
        eventDate: '2031-01-01',
        startTime: '10:00',
        endTime: '12:00',
        eventType: 'virtual',
        transmission: 'Meet',
        transmissionLink: 'https://meet.google.com/x',
      },
    },
  ],
  'host site settings': [
    ZSiteSettingsFormSchema,
    { showGiftList: true, showGuestMessages: true, showEventInfo: true, allowGuestConfirmation: true },
  ],
  'host event-info': [
    ZHostEventInfoSchema,
    {
      email: 'ana@mail.com',
      eventTypeId: 1,
      eventCategoryId: 2,
      title: 'Festa',
      giftDeliveryPreference: 'cash',
      gifts: [1, 2, 3, 4],
      password: 'festa2025',
    },
  ],
} as const;

describe('slugs the platform uses itself', () => {
  it('hold the paths the server and the apps answer on every host: api, media, assets, page', () => {
    for (const slug of ['api', 'media', 'assets', 'page']) expect(isReservedSlug(slug)).toBe(true);
    // Only slug-shaped names: a dotted one (robots.txt) can never be a slug anyway.
    for (const slug of RESERVED_SLUGS) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it.each(Object.entries(SLUG_SCHEMAS))(
    'are refused by the %s, in any letter case',
    (_name, [schema, rest]) => {
      for (const slug of ['api', 'MEDIA', ' Assets ', 'page', 'admin', 'well-known', 'robots']) {
        expect(fieldErrors(schema, { ...rest, slug }), slug).toEqual({ slug: RESERVED_SLUG_MESSAGE });
      }
      // A slug that only contains one of them is an ordinary slug.
      for (const slug of ['api-e-bia', 'pagina', 'media-luz', 'casamento-page'])
        expect(fieldErrors(schema, { ...rest, slug }), slug).toEqual({});
    },
  );

  it('hold the root paths the server answers itself: metrics (Prometheus, with METRICS_TOKEN)', () => {
    expect(isReservedSlug('metrics')).toBe(true);
  });

  it('say so in Portuguese, naming the link', () => {
    expect(RESERVED_SLUG_MESSAGE).toBe('Este link é reservado pela plataforma, por favor, crie outro.');
  });
});
