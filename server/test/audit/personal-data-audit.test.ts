import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser, userHeaders } from '../helpers/accounts';
import { build } from '../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db, { firstName: 'Alice', lastName: 'Lima' });
const headers = await adminHeaders(t.db, admin.id);
const adminActor = { actorKind: 'admin', actorId: admin.id, actorLabel: `Alice Lima <${admin.email}>` };

const recordsOf = (entityType: string, entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);

describe('audit: who changed or saw a person’s data', () => {
  it("user.contact-changed: an administrator changing a host's name, e-mail or phone, masked", async () => {
    const user = await createTestUser(t.db, {
      event: null,
      firstName: 'Bruna',
      phoneNumber: '(11) 91234-5678',
    });
    const edit = (changes: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${user.id}`,
        headers,
        payload: {
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          phoneNumber: user.phoneNumber,
          active: true,
          ...changes,
        },
      });

    expect((await edit({})).statusCode).toBe(200);
    expect(await recordsOf('user', String(user.id))).toEqual([]);
    const changed = await edit({ email: 'atacante@exemplo.dev', phoneNumber: '(21) 99999-0000' });
    expect(changed.statusCode, changed.body).toBe(200);

    const records = await recordsOf('user', String(user.id));
    expect(records).toEqual([
      expect.objectContaining({
        ...adminActor,
        action: 'user.contact-changed',
        before: { email: expect.stringMatching(/\*\*\*@/), phoneNumber: '***78' },
        after: { email: 'a***@exemplo.dev', phoneNumber: '***00' },
      }),
    ]);
    expect(JSON.stringify(records)).not.toContain(user.email);
    expect(JSON.stringify(records)).not.toContain('atacante@');

    // A name starting with an emoji is masked whole, never half of its surrogate pair.
    const emoji = await edit({
      email: 'atacante@exemplo.dev',
      phoneNumber: '(21) 99999-0000',
      firstName: '🩓Ana',
    });
    expect(emoji.statusCode, emoji.body).toBe(200);
    expect((await recordsOf('user', String(user.id)))[1]).toMatchObject({ after: { firstName: '🩓***' } });
  });

  it('personal-data.looked-up and personal-data.exported: the person named masked', async () => {
    const query = { email: 'maria.silva@example.com', phone: '(11) 98765-4321' };
    const search = await t.app.inject({ url: '/api/admin/personal-data', query, headers });
    expect(search.statusCode, search.body).toBe(200);
    const exported = await t.app.inject({ url: '/api/admin/personal-data/export', query, headers });
    expect(exported.statusCode, exported.body).toBe(200);

    const records = await recordsOf('person', 'm***@example.com ***21');
    expect(records).toEqual([
      expect.objectContaining({ ...adminActor, action: 'personal-data.looked-up', after: { events: 0 } }),
      expect.objectContaining({ ...adminActor, action: 'personal-data.exported', after: { events: 0 } }),
    ]);
    expect(JSON.stringify(records)).not.toContain('maria.silva');
  });

  it('user.data-exported: a host downloading their data, named by id only', async () => {
    const host = await createTestUser(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/account/export',
      headers: await userHeaders(t.db, host.id),
      payload: { password: host.password },
    });
    expect(response.statusCode).toBe(200);

    const records = await recordsOf('user', String(host.id));
    expect(records).toEqual([
      expect.objectContaining({
        actorKind: 'host',
        actorId: host.id,
        actorLabel: `Anfitrião ${host.id}`,
        action: 'user.data-exported',
      }),
    ]);
    expect(JSON.stringify(records)).not.toContain(host.email);
  });
});
