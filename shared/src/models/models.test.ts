import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZEvent, ZGiftDeliveryPreference, ZPublicEvent } from './event';
import { ZGuest } from './guest';
import { ZPaymentInfo } from './payment-info';
import { PAYOUT_STATUSES } from './payout';
import { PRE_REGISTRATION_PAYMENT_STATUSES } from './pre-user-request';
import { SERVICE_TYPES } from './service';
import { TRANSACTION_STATUSES, ZTransaction } from './transaction';
import { ZHostUser } from './user';

/** What a client gets after the server serialized the value and the client parsed it back. */
const roundTrip = <S extends z.ZodType>(schema: S, value: z.output<S>) =>
  schema.parse(JSON.parse(JSON.stringify(z.encode(schema, value))));

const details = {
  id: 1,
  eventId: 10,
  eventDate: '2025-11-15',
  startTime: '19:00',
  endTime: '23:30',
  eventType: 'in-person' as const,
  eventLocation: 'Salão Azul',
  postalCode: '01310-100',
  fullAddress: 'Av. Paulista, 1000',
  latitude: -23.56,
  longitude: -46.65,
  transmission: null,
  transmissionLink: null,
  transmissionPassword: null,
};

const event = {
  id: 10,
  title: 'Casamento Ana e João',
  subtitle: null,
  slug: 'ana-e-joao',
  active: true,
  color: '#E91E63',
  titleDescription: null,
  description: 'Bem-vindos!',
  eventCategoryId: 3,
  giftDeliveryPreference: 'weekAfterParty' as const,
  user: { firstName: 'Ana', lastName: 'Silva' },
  phoneNumber: '(11) 98765-4321',
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-03T10:00:00.000Z',
  details,
};

describe('models', () => {
  it('an admin event survives serialization unchanged', () => {
    expect(roundTrip(ZEvent, event)).toEqual(event);
  });

  it('a public event with gallery, gifts and sections survives serialization', () => {
    const { id: _id, eventId: _eventId, ...publicDetails } = details;
    const publicEvent = {
      id: 10,
      slug: 'ana-e-joao',
      title: 'Casamento',
      subtitle: null,
      color: '#E91E63',
      avatarUrl: '/media/a.jpg',
      bannerUrl: null,
      titleDescription: null,
      description: null,
      gallery: [{ id: 1, type: 'video' as const, url: '/media/v.mp4' }],
      gifts: [
        {
          id: 4,
          name: 'Panela',
          description: 'Inox, 5 litros',
          kind: 'item' as const,
          price: 143.89,
          priceWithoutFee: 137.04,
          imageUrl: null,
          isAvailable: true,
          quantity: 2,
          remaining: 1,
        },
        {
          id: 5,
          name: 'Lua de mel',
          description: '',
          kind: 'cotas' as const,
          price: 315,
          priceWithoutFee: 300,
          imageUrl: null,
          isAvailable: true,
          quantity: 20,
          remaining: 18,
        },
      ],
      giftNotice: 'Como funcionam os presentes',
      details: publicDetails,
      settings: {
        showGiftList: true,
        showGuestMessages: true,
        showEventInfo: false,
        allowGuestConfirmation: true,
      },
      fee: { percentage: 5, coveredByGuestByDefault: true },
      rsvp: {
        deadline: '2025-11-01',
        open: true,
        childrenMaxAge: 12,
        questions: [{ id: 3, label: 'Restrição alimentar', required: false }],
      },
    };
    expect(roundTrip(ZPublicEvent, publicEvent)).toEqual(publicEvent);
  });

  it('refuses dates, times and instants in other formats', () => {
    expect(ZEvent.safeParse({ ...event, createdAt: '02/01/2025' }).success).toBe(false);
    expect(ZEvent.safeParse({ ...event, details: { ...details, eventDate: '15/11/2025' } }).success).toBe(
      false,
    );
    expect(ZEvent.safeParse({ ...event, details: { ...details, startTime: '19:00:00' } }).success).toBe(
      false,
    );
    expect(ZEvent.safeParse({ ...event, details: null }).success).toBe(true);
  });

  it('a guest carries companions, the answer and the invitation', () => {
    const guest = {
      id: 1,
      eventId: 10,
      firstName: 'Rita',
      lastName: 'Souza',
      email: 'rita@mail.com',
      phoneNumber: '(21) 99876-5432',
      message: null,
      companions: [{ name: 'Leo', age: 7 }],
      attending: true,
      answers: [{ questionId: 3, question: 'Restrição alimentar', answer: 'Vegetariana' }],
      invitationToken: '0123456789abcdef0123456789abcdef',
      invitedAt: '2025-01-20T12:00:00.000Z',
      openedAt: '2025-01-31T12:00:00.000Z',
      answeredAt: '2025-02-01T12:00:00.000Z',
      answerChangedAt: null,
      remindedAt: null,
      createdAt: '2025-01-20T12:00:00.000Z',
    };
    expect(roundTrip(ZGuest, guest)).toEqual(guest);
  });

  it('the host user carries both spellings of the names', () => {
    const user = ZHostUser.parse({
      id: 1,
      firstName: 'Ana',
      lastName: 'Silva',
      first_name: 'Ana',
      last_name: 'Silva',
      email: 'ana@mail.com',
      phoneNumber: null,
    });
    expect(user.first_name).toBe(user.firstName);
  });

  it('keeps the payment provider fields it does not list', () => {
    const payment = {
      id: 123,
      transaction_amount: 150,
      payment_type_id: 'credit_card',
      payment_method_id: 'visa',
      status: 'approved',
      status_detail: 'accredited',
      date_created: '2025-01-01T10:00:00.000-03:00',
      date_last_updated: '2025-01-01T10:01:00.000-03:00',
      payer: { email: 'rita@mail.com' },
      transaction_details: { financial_institution: null, total_paid_amount: 150 },
      additional_info: { items: [{ id: '4', title: 'Panela', quantity: '1', unit_price: '150' }] },
      installments: 1,
    };
    expect(roundTrip(ZPaymentInfo, payment)).toEqual(payment);
  });

  it('enums hold the values the API exchanges', () => {
    expect(ZGiftDeliveryPreference.options).toEqual(['weekOfParty', 'weekAfterParty', 'cash']);
    expect(TRANSACTION_STATUSES).toEqual(['APPROVED', 'PENDING', 'RECUSED', 'CANCELLED']);
    expect(PAYOUT_STATUSES).toEqual(['PENDING', 'PAID', 'FAILED', 'CANCELLED']);
    expect(PRE_REGISTRATION_PAYMENT_STATUSES).toEqual(['PENDING', 'CANCELLED', 'APPROVED']);
    expect(SERVICE_TYPES).toEqual(['PASSWORD', 'VIDEO', 'IMAGE', 'PAGE', 'EXTRA']);
    const transaction = {
      id: 1,
      event: { id: 10 },
      guestName: 'Rita',
      guestEmail: 'rita@mail.com',
      userAmount: 100,
      totalPrice: 110,
      percentage: 10,
      feeCoveredByGuest: false,
      installments: 3,
      status: 'REFUSED',
      state: 'RECUSED',
      remainingAmount: 0,
      createdAt: '2025-01-01T10:00:00.000Z',
    };
    expect(ZTransaction.safeParse(transaction).success).toBe(false);
    expect(ZTransaction.safeParse({ ...transaction, status: 'RECUSED' }).success).toBe(true);
  });
});
