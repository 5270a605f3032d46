import type { TAdminPersonalDataResponse, TPersonalDataEvent } from '@celebra/shared/api';
import { centsToReais } from '@celebra/shared/format';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  eventMessages,
  events,
  guestAnswers,
  guestCompanions,
  guests,
  preUserRequests,
  purchases,
  rsvpQuestions,
  users,
} from '../../db/schema/index';
import { countMailJobs } from './count-mail-jobs';
import type { Tx } from './erase-rows';
import { linkPerson } from './link-person';
import { matchPerson, nationalDigits, type PersonQuery } from './match-person';
import { selectErasable } from './select-erasable';

type PersonData = Omit<TAdminPersonalDataResponse, 'success' | 'message'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Distinct, non-empty, in the order first seen. */
const distinct = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

/** One per number (by its digits), as first written. */
function distinctPhones(phones: string[]): string[] {
  const byNumber = new Map<string, string>();
  for (const phone of distinct(phones)) {
    const digits = nationalDigits(phone);
    if (!byNumber.has(digits)) byNumber.set(digits, phone);
  }
  return [...byNumber.values()];
}

/**
 * Everything the platform keeps about one person, found by e-mail (any case) and/or phone digits
 * and the e-mails and phones their confirmations link (linkPerson): their confirmations (with
 * companions and answers to the host's questions), messages and purchases, grouped by event; who
 * that is (names, e-mails, phones); what 'Apagar dados' would erase (counts per kind and the rows,
 * which the erasure sends back); and, for information, the host registrations and accounts with
 * that e-mail.
 */
export async function findPersonData(db: Db | Tx, query: PersonQuery): Promise<PersonData> {
  const identity = await linkPerson(db, query);
  const match = matchPerson(identity);
  const guestRows = match.guests
    ? await db.select().from(guests).where(match.guests).orderBy(asc(guests.eventId), asc(guests.id))
    : [];
  const messageRows = match.messages
    ? await db
        .select()
        .from(eventMessages)
        .where(match.messages)
        .orderBy(asc(eventMessages.eventId), asc(eventMessages.id))
    : [];
  const purchaseRows = match.purchases
    ? await db
        .select()
        .from(purchases)
        .where(match.purchases)
        .orderBy(asc(purchases.eventId), asc(purchases.id))
    : [];

  const guestIds = guestRows.map((g) => g.id);
  const companions = guestIds.length
    ? await db
        .select()
        .from(guestCompanions)
        .where(inArray(guestCompanions.guestId, guestIds))
        .orderBy(asc(guestCompanions.id))
    : [];
  const answers = guestIds.length
    ? await db
        .select({ guestId: guestAnswers.guestId, question: rsvpQuestions.label, answer: guestAnswers.answer })
        .from(guestAnswers)
        .innerJoin(rsvpQuestions, eq(rsvpQuestions.id, guestAnswers.questionId))
        .where(inArray(guestAnswers.guestId, guestIds))
        .orderBy(asc(rsvpQuestions.position))
    : [];

  const eventIds = [
    ...new Set([...guestRows, ...messageRows, ...purchaseRows].map((row) => row.eventId)),
  ].sort((a, b) => a - b);
  const eventRows = eventIds.length
    ? await db
        .select({ id: events.id, title: events.title, slug: events.slug })
        .from(events)
        .where(inArray(events.id, eventIds))
    : [];
  const byEvent = new Map<number, TPersonalDataEvent>();
  for (const id of eventIds) {
    const event = eventRows.find((e) => e.id === id);
    byEvent.set(id, {
      eventId: id,
      title: event?.title ?? '',
      slug: event?.slug ?? '',
      guests: [],
      messages: [],
      purchases: [],
    });
  }
  for (const g of guestRows) {
    byEvent.get(g.eventId)?.guests.push({
      id: g.id,
      firstName: g.firstName,
      lastName: g.lastName,
      email: g.email,
      phoneNumber: g.phoneNumber,
      attending: g.attending,
      message: g.message,
      companions: companions.filter((c) => c.guestId === g.id).map((c) => ({ name: c.name, age: c.age })),
      answers: answers
        .filter((a) => a.guestId === g.id)
        .map((a) => ({ question: a.question, answer: a.answer })),
      createdAt: g.createdAt.toISOString(),
      erasedAt: iso(g.erasedAt),
      consentVersion: g.consentVersion,
      consentedAt: iso(g.consentedAt),
    });
  }
  for (const m of messageRows) {
    byEvent.get(m.eventId)?.messages.push({
      id: m.id,
      firstName: m.firstName,
      lastName: m.lastName,
      email: m.email,
      message: m.message,
      createdAt: m.createdAt.toISOString(),
      erasedAt: iso(m.erasedAt),
      consentVersion: m.consentVersion,
      consentedAt: iso(m.consentedAt),
    });
  }
  for (const p of purchaseRows) {
    byEvent.get(p.eventId)?.purchases.push({
      id: p.id,
      guestName: p.guestName,
      guestEmail: p.guestEmail,
      guestMessage: p.guestMessage,
      totalPrice: centsToReais(p.totalPriceCents),
      userAmount: centsToReais(p.userAmountCents),
      status: p.status,
      createdAt: p.createdAt.toISOString(),
      erasedAt: iso(p.erasedAt),
      consentVersion: p.consentVersion,
      consentedAt: iso(p.consentedAt),
    });
  }

  const selection = await selectErasable(db, identity);
  const erasableGuests = new Set(selection.guests);
  const person = {
    names: distinct([
      ...guestRows.filter((g) => !g.erasedAt).map((g) => `${g.firstName} ${g.lastName}`),
      ...messageRows.filter((m) => !m.erasedAt).map((m) => `${m.firstName} ${m.lastName}`),
      ...purchaseRows.filter((p) => !p.erasedAt).map((p) => p.guestName),
    ]),
    emails: identity.emails,
    phones: distinctPhones([
      ...guestRows.filter((g) => !g.erasedAt).map((g) => g.phoneNumber),
      ...(query.phone ? [query.phone] : []),
    ]),
  };
  const erasure = {
    guests: selection.guests.length,
    companions: companions.filter((c) => erasableGuests.has(c.guestId)).length,
    answers: answers.filter((a) => erasableGuests.has(a.guestId)).length,
    messages: selection.messages.length,
    purchases: selection.purchases.length,
    mailJobs: await countMailJobs(db, identity.emails),
    selection,
  };

  const email = query.email?.trim().toLowerCase();
  const preRegistrations = email
    ? await db
        .select()
        .from(preUserRequests)
        .where(sql`lower(${preUserRequests.email}) = ${email}`)
        .orderBy(asc(preUserRequests.id))
    : [];
  const hostAccounts = email
    ? await db.select().from(users).where(sql`lower(${users.email}) = ${email}`).orderBy(asc(users.id))
    : [];

  return {
    person,
    erasure,
    events: [...byEvent.values()],
    preRegistrations: preRegistrations.map((r) => ({
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      phoneNumber: r.phoneNumber,
      paymentStatus: r.paymentStatus,
      accountCreated: r.accountCreated,
      createdAt: r.createdAt.toISOString(),
    })),
    hostAccounts: hostAccounts.map((u) => ({
      id: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      phoneNumber: u.phoneNumber,
      active: u.active,
      createdAt: u.createdAt.toISOString(),
      deletedAt: iso(u.deletedAt),
    })),
  };
}
