import { DEFAULT_TERMS_OF_USE } from '@celebra/shared/legal';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, guests, legalVersions } from '../../../../src/db/schema/index';
import { consentNow } from '../../../../src/domain/legal/consent-now';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { build } from '../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db, {
  firstName: 'Ana',
  lastName: 'Souza',
  email: 'ana.souza@celebra.dev',
});
const headers = await adminHeaders(t.db, admin.id);
const host = await createTestUser(t.db, { event: { title: 'Casamento Bia e Léo' } });
const eventId = host.event?.id ?? 0;

const LEGAL = {
  privacyPolicy: null,
  termsOfUse: null,
  dataControllerName: 'Marina Souza',
  dataControllerEmail: 'dpo@celebra.com.br',
  guestDataRetentionMonths: 12,
};
const publish = async (payload: object) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/legal',
    headers,
    payload: { ...LEGAL, ...payload },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().legal.version as number;
};
const version = (id: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/settings/legal/versions/${id}`, headers });
const versions = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/settings/legal/versions', headers })).json().versions;

/** A guest's confirmation as the site writes it: the consent of the version in force. */
async function guestConsenting(firstName: string) {
  const [guest] = await t.db
    .insert(guests)
    .values({ eventId, firstName, lastName: 'Lima', email: '', phoneNumber: '', ...consentNow() })
    .returning();
  return guest;
}

// One file, one database: the cases run in order and each starts from what the last one published.
describe('the versions of the privacy policy and terms of use', () => {
  it('start with the version in force before any edit, the platform defaults', async () => {
    expect(await versions()).toEqual([{ version: 1, publishedAt: null, publishedBy: null, textKept: true }]);
    const body = (await version(1)).json();
    expect(body.privacyPolicy).toContain('## Quem somos');
    expect(body.termsOfUse).toContain('## Lei aplicável e foro');
  });

  it('keep every published text, with when and who, and each consent shows the text accepted', async () => {
    await publish({});
    const before = await guestConsenting('Rita');
    const second = await publish({ privacyPolicy: '## Primeira política\nContato: {{encarregado}}.' });
    const rita = await guestConsenting('Rita');
    const third = await publish({ privacyPolicy: '## Segunda política\nGuardamos por {{meses_retencao}}.' });
    const leo = await guestConsenting('Léo');

    expect([before?.consentVersion, rita?.consentVersion, leo?.consentVersion]).toEqual([1, second, third]);
    expect([second, third]).toEqual([2, 3]);
    expect((await versions()).map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);

    const ritas = (await version(rita?.consentVersion ?? 0)).json();
    expect(ritas).toMatchObject({
      success: true,
      version: 2,
      publishedBy: 'Ana Souza <ana.souza@celebra.dev>',
      textKept: true,
      privacyPolicy: '## Primeira política\nContato: Marina Souza (dpo@celebra.com.br).',
      termsOfUse: DEFAULT_TERMS_OF_USE.replace('{{encarregado}}', 'Marina Souza (dpo@celebra.com.br)'),
      dataController: { name: 'Marina Souza', email: 'dpo@celebra.com.br' },
    });
    expect(Date.now() - Date.parse(ritas.publishedAt)).toBeLessThan(60_000);
    expect((await version(3)).json().privacyPolicy).toBe('## Segunda política\nGuardamos por 12 meses.');
  });

  it("keep the default's text whole when a text goes back to it", async () => {
    const restored = await publish({ privacyPolicy: null });
    const [row] = await t.db.select().from(legalVersions).where(eq(legalVersions.version, restored));
    expect(row?.privacyPolicy).toContain('## Quem somos');
    expect((await version(restored)).json().privacyPolicy).toContain('## Quem somos');
  });

  it('record the publication in the audit log, pointing at the version', async () => {
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'legal.published'), eq(auditLog.entityId, '2')));
    expect(rows).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        entityType: 'legal-version',
        after: { version: 2, privacyPolicy: 'alterado', termsOfUse: 'padrão' },
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain('Primeira política');
  });

  it('are never changed nor deleted, and a consent can only name a version that exists', async () => {
    await expect(
      t.db.update(legalVersions).set({ privacyPolicy: 'outro' }).where(eq(legalVersions.version, 2)),
    ).rejects.toThrow();
    await expect(t.db.delete(legalVersions).where(eq(legalVersions.version, 2))).rejects.toThrow();
    await expect(
      t.db
        .insert(guests)
        .values({ eventId, firstName: 'X', lastName: '', email: '', phoneNumber: '', consentVersion: 99 }),
    ).rejects.toThrow();
    const [{ n } = { n: 0 }] = await t.db
      .execute<{ n: number }>(sql`select count(*)::int as n from legal_versions`)
      .then((r) => r.rows);
    expect(n).toBe(4);
  });

  it('answer 404 for a version that never existed and 400 for a bad one, naming the field', async () => {
    const missing = await version(99);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Versão dos textos legais não encontrada.' });
    const bad = await version('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('ID');
  });

  it('are for administrators only', async () => {
    await expectAdminOnly(t, { method: 'GET', url: '/api/admin/settings/legal/versions' });
    await expectAdminOnly(t, { method: 'GET', url: '/api/admin/settings/legal/versions/1' });
  });
});
