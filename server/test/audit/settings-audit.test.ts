import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index';
import { adminHeaders, createTestAdmin } from '../helpers/accounts';
import { build } from '../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db, { firstName: 'Alice', lastName: 'Lima' });
const headers = await adminHeaders(t.db, admin.id);
const adminActor = { actorKind: 'admin', actorId: admin.id, actorLabel: `Alice Lima <${admin.email}>` };

const settingsRecords = () =>
  t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.updated')).orderBy(auditLog.id);

describe('settings.updated', () => {
  it('records the changed fields only, before and after; an unchanged save records nothing', async () => {
    const current = (await t.app.inject({ url: '/api/admin/settings', headers })).json().settings;
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers, payload });

    const response = await put({ ...current, percentageGift: 12.5, color: '#123456' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await put({ ...current, percentageGift: 12.5, color: '#123456' })).statusCode).toBe(200);

    expect(await settingsRecords()).toEqual([
      expect.objectContaining({
        ...adminActor,
        entityType: 'settings',
        entityId: '1',
        before: { percentageGift: current.percentageGift, color: current.color },
        after: { percentageGift: 12.5, color: '#123456' },
      }),
    ]);
  });

  it('records that a legal text changed and its new version, never the text itself', async () => {
    const before = await settingsRecords();
    const legal = (await t.app.inject({ url: '/api/admin/settings/legal', headers })).json().legal;
    const longText = `Política de privacidade da Celebra. ${'Texto longo. '.repeat(50)}`;

    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/legal',
      headers,
      payload: {
        privacyPolicy: longText,
        termsOfUse: legal.termsOfUse,
        dataControllerName: 'Maria Encarregada',
        dataControllerEmail: 'dpo@celebra.dev',
        guestDataRetentionMonths: legal.guestDataRetentionMonths,
      },
    });

    expect(response.statusCode, response.body).toBe(200);
    const records = (await settingsRecords()).slice(before.length);
    expect(records).toEqual([
      expect.objectContaining({
        ...adminActor,
        before: {
          privacyPolicy: legal.privacyPolicy === null ? 'padrão' : 'alterado',
          dataControllerName: legal.dataControllerName,
          dataControllerEmail: legal.dataControllerEmail,
          version: legal.version,
        },
        after: {
          privacyPolicy: 'alterado',
          dataControllerName: 'Maria Encarregada',
          dataControllerEmail: 'dpo@celebra.dev',
          version: legal.version + 1,
        },
      }),
    ]);
    expect(JSON.stringify(records)).not.toContain('Texto longo');
  });
});
