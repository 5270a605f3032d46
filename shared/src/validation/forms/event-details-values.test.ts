import { describe, expect, it } from 'vitest';
import { ZEventDetailsFormSchema } from './event';
import { eventDetailsFormValues } from './event-details-values';

describe('eventDetailsFormValues', () => {
  it('starts an event without details as an empty in-person event, which the form then asks to fill', () => {
    const values = eventDetailsFormValues(null);
    expect(values).toMatchObject({ eventType: 'in-person', eventDate: '', fullAddress: '', latitude: null });
    expect(ZEventDetailsFormSchema.safeParse(values).success).toBe(false);
  });

  it('fills the form with the stored details, unset ones as empty fields, and they pass as they are', () => {
    const values = eventDetailsFormValues({
      id: 1,
      eventId: 2,
      eventDate: '2025-11-15',
      startTime: '19:00',
      endTime: '23:30',
      eventType: 'virtual',
      eventLocation: null,
      postalCode: null,
      fullAddress: null,
      latitude: null,
      longitude: null,
      transmission: 'YouTube',
      transmissionLink: 'https://youtube.com/live/abc',
      transmissionPassword: 'festa',
    });
    expect(values).toMatchObject({ eventType: 'virtual', transmission: 'YouTube', eventLocation: '' });
    expect(values).not.toHaveProperty('id');
    expect(ZEventDetailsFormSchema.safeParse(values).success).toBe(true);
  });
});
