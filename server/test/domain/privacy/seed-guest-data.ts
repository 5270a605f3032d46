import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import {
  eventMessages,
  guestAnswers,
  guestCompanions,
  guests,
  purchaseItems,
  purchases,
  rsvpQuestions,
} from '../../../src/db/schema/index';

/**
 * One person's traces on an event, as the guest site leaves them: a confirmation with two
 * companions (an adult and a child) and an answer to the host's question, a message, and an
 * approved purchase of R$ 150,00 (R$ 157,50 paid) with a note.
 */
export async function seedGuestData(
  db: Db,
  eventId: number,
  person: { email: string; phone: string; firstName?: string },
) {
  const firstName = person.firstName ?? 'Bia';
  const [question] = await db
    .insert(rsvpQuestions)
    .values({ eventId, label: 'Alguma restrição alimentar?', position: 1 })
    .returning();
  const [guest] = await db
    .insert(guests)
    .values({
      eventId,
      firstName,
      lastName: 'Lima',
      email: person.email,
      phoneNumber: person.phone,
      message: 'Estaremos lá!',
      attending: true,
      answeredAt: new Date(),
      consentVersion: 1,
      consentedAt: new Date(),
    })
    .returning();
  if (!guest || !question) throw new Error('guest not created');
  await db.insert(guestCompanions).values([
    { guestId: guest.id, name: 'Caio Lima', age: 34 },
    { guestId: guest.id, name: 'Duda Lima', age: 6 },
  ]);
  await db.insert(guestAnswers).values({ guestId: guest.id, questionId: question.id, answer: 'Vegetariana' });
  const [message] = await db
    .insert(eventMessages)
    .values({ eventId, firstName, lastName: 'Lima', email: person.email, message: 'Felicidades ao casal!' })
    .returning();
  const [purchase] = await db
    .insert(purchases)
    .values({
      eventId,
      guestName: `${firstName} Lima`,
      guestEmail: person.email,
      guestMessage: 'Com carinho',
      userAmountCents: 15_000,
      totalPriceCents: 15_750,
      percentage: 5,
      status: 'APPROVED',
    })
    .returning();
  if (!message || !purchase) throw new Error('message or purchase not created');
  await db
    .insert(purchaseItems)
    .values({ purchaseId: purchase.id, giftName: 'Jogo de toalhas', unitPriceCents: 15_000, quantity: 1 });
  return { guest, message, purchase };
}

/** What the host and the books count on an event: none of it may change with an erasure. */
export async function eventTotals(db: Db, eventId: number) {
  const [row] = await db
    .select({
      guests: sql<number>`(select count(*)::int from guests where event_id = ${eventId})`,
      attendingPeople: sql<number>`(select count(*)::int from guests where event_id = ${eventId} and attending)
        + (select count(*)::int from guest_companions c join guests g on g.id = c.guest_id
           where g.event_id = ${eventId} and g.attending)`,
      children: sql<number>`(select count(*)::int from guest_companions c join guests g on g.id = c.guest_id
           where g.event_id = ${eventId} and c.age < 12)`,
      messages: sql<number>`(select count(*)::int from event_messages where event_id = ${eventId})`,
      purchases: sql<number>`(select count(*)::int from purchases where event_id = ${eventId})`,
      paidCents: sql<number>`(select coalesce(sum(total_price_cents), 0)::int from purchases where event_id = ${eventId})`,
      hostCents: sql<number>`(select coalesce(sum(user_amount_cents), 0)::int from purchases where event_id = ${eventId} and status = 'APPROVED')`,
      items: sql<number>`(select count(*)::int from purchase_items i join purchases p on p.id = i.purchase_id where p.event_id = ${eventId})`,
    })
    .from(sql`(select 1) as one`);
  return row;
}

/** The personal columns of an event's rows, to see what an erasure left. */
export async function personalColumns(db: Db, eventId: number) {
  return {
    guests: await db
      .select({
        firstName: guests.firstName,
        lastName: guests.lastName,
        email: guests.email,
        phoneNumber: guests.phoneNumber,
        message: guests.message,
        invitationToken: guests.invitationToken,
        erasedAt: guests.erasedAt,
      })
      .from(guests)
      .where(eq(guests.eventId, eventId)),
    companions: await db
      .select({ name: guestCompanions.name, age: guestCompanions.age })
      .from(guestCompanions)
      .innerJoin(guests, eq(guests.id, guestCompanions.guestId))
      .where(eq(guests.eventId, eventId)),
    answers: await db
      .select({ answer: guestAnswers.answer })
      .from(guestAnswers)
      .innerJoin(guests, eq(guests.id, guestAnswers.guestId))
      .where(eq(guests.eventId, eventId)),
    messages: await db
      .select({
        firstName: eventMessages.firstName,
        lastName: eventMessages.lastName,
        email: eventMessages.email,
        message: eventMessages.message,
        erasedAt: eventMessages.erasedAt,
      })
      .from(eventMessages)
      .where(eq(eventMessages.eventId, eventId)),
    purchases: await db
      .select({
        guestName: purchases.guestName,
        guestEmail: purchases.guestEmail,
        guestMessage: purchases.guestMessage,
        status: purchases.status,
        erasedAt: purchases.erasedAt,
      })
      .from(purchases)
      .where(eq(purchases.eventId, eventId)),
  };
}
