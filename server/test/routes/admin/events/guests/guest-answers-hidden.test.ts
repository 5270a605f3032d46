import { describe, expect, it } from 'vitest';
import { guestAnswers, rsvpQuestions } from '../../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin } from '../../../../helpers/accounts';
import { build } from '../../../../helpers/build';
import { confirmedGuest, GUEST_FORM, newEvent } from './guest-fixtures';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

/** A guest who answered the host's dietary question. */
async function guestWithAnswer() {
  const event = await newEvent(t.db);
  const guest = await confirmedGuest(t.db, event.id);
  const [question] = await t.db
    .insert(rsvpQuestions)
    .values({ eventId: event.id, label: 'Restrição alimentar?', position: 1 })
    .returning();
  await t.db
    .insert(guestAnswers)
    .values({ guestId: guest.id, questionId: question?.id ?? 0, answer: 'Doença celíaca' });
  return { event, guest };
}

describe("the back office's guest list never shows the answers to the host's questions", () => {
  it('GET /api/admin/events/{id}/guests', async () => {
    const { event, guest } = await guestWithAnswer();

    const response = await t.app.inject({ url: `/api/admin/events/${event.id}/guests`, headers });

    expect(response.statusCode).toBe(200);
    expect(response.json().guests).toEqual([expect.objectContaining({ id: guest.id, firstName: 'Carla' })]);
    expect(response.json().guests[0]).not.toHaveProperty('answers');
    expect(response.body).not.toContain('celíaca');
    expect(response.body).not.toContain('Restrição alimentar');
  });

  it('PUT /api/admin/events/{id}/guests/{guestId}', async () => {
    const { event, guest } = await guestWithAnswer();

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${event.id}/guests/${guest.id}`,
      headers,
      payload: GUEST_FORM,
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().guest).not.toHaveProperty('answers');
    expect(response.body).not.toContain('celíaca');
  });
});
