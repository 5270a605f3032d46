import { DEFAULT_PRIVACY_POLICY, DEFAULT_TERMS_OF_USE } from '@celebra/shared/legal';
import { describe, expect, it } from 'vitest';
import { adminHeaders, createTestAdmin } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { build } from '../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

const readLegal = () => t.app.inject({ method: 'GET', url: '/api/guests/legal' });

const LEGAL = {
  privacyPolicy: null,
  termsOfUse: null,
  dataControllerName: null,
  dataControllerEmail: null,
  guestDataRetentionMonths: 12,
};

const saveLegal = (payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/legal',
    headers,
    payload: { ...LEGAL, ...payload },
  });

// One file, one database: the cases run in order and each starts from what the last one saved.
describe('the privacy policy and terms of use', () => {
  it('are the platform defaults, filled in, before the administrator writes anything', async () => {
    const response = await readLegal();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const body = response.json();
    expect(body).toMatchObject({ success: true, dataController: null, version: 1 });
    expect(body.privacyPolicy).toContain('## Seus direitos');
    expect(body.privacyPolicy).toContain('removidos 12 meses após a data do evento');
    expect(body.privacyPolicy).toContain('Lei nº 13.709/2018');
    expect(body.privacyPolicy).not.toContain('{{');
    expect(body.termsOfUse).toContain('## Lei aplicável e foro');
    expect(body.termsOfUse).not.toContain('{{');
  });

  it('show the encarregado and the retention the administrator set, without a new version', async () => {
    const saved = await saveLegal({
      dataControllerName: 'Marina Souza',
      dataControllerEmail: 'DPO@Celebra.com.br',
      guestDataRetentionMonths: 6,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      success: true,
      message: 'Textos legais salvos com sucesso.',
      legal: { dataControllerEmail: 'dpo@celebra.com.br', guestDataRetentionMonths: 6, version: 1 },
    });

    const body = (await readLegal()).json();
    expect(body.dataController).toEqual({ name: 'Marina Souza', email: 'dpo@celebra.com.br' });
    expect(body.version).toBe(1);
    expect(body.privacyPolicy).toContain('Marina Souza (dpo@celebra.com.br)');
    expect(body.privacyPolicy).toContain('removidos 6 meses após a data do evento');
  });

  it("serve the administrator's text and bump the version only when a text changes", async () => {
    const controller = { dataControllerName: 'Marina Souza', dataControllerEmail: 'dpo@celebra.com.br' };
    const edited = await saveLegal({
      ...controller,
      privacyPolicy: '## Nossa política\nContato: {{encarregado}}.',
    });
    expect(edited.json().legal).toMatchObject({
      privacyPolicy: '## Nossa política\nContato: {{encarregado}}.',
      version: 2,
    });
    let body = (await readLegal()).json();
    expect(body).toMatchObject({
      privacyPolicy: '## Nossa política\nContato: Marina Souza (dpo@celebra.com.br).',
      version: 2,
    });
    expect(body.termsOfUse).toContain('## O serviço');

    // The same texts again, another retention: no new version.
    const same = await saveLegal({
      ...controller,
      privacyPolicy: '## Nossa política\nContato: {{encarregado}}.',
      guestDataRetentionMonths: 24,
    });
    expect(same.json().legal).toMatchObject({ version: 2, guestDataRetentionMonths: 24 });

    // 'Restaurar texto padrão': the text goes back to the default, a change of text.
    const restored = await saveLegal({ ...controller, privacyPolicy: '   ' });
    expect(restored.json().legal).toMatchObject({ privacyPolicy: null, version: 3 });
    body = (await readLegal()).json();
    expect(body.version).toBe(3);
    expect(body.privacyPolicy).toContain('## Quem somos');
  });

  it('the administrator reads the saved values with the default texts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/settings/legal', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      legal: { privacyPolicy: null, termsOfUse: null, dataControllerName: 'Marina Souza', version: 3 },
      defaults: { privacyPolicy: DEFAULT_PRIVACY_POLICY, termsOfUse: DEFAULT_TERMS_OF_USE },
    });
  });

  it('only an administrator reads or edits them', async () => {
    await expectAdminOnly(t, { method: 'GET', url: '/api/admin/settings/legal' });
    await expectAdminOnly(t, { method: 'PUT', url: '/api/admin/settings/legal', payload: LEGAL });
  });

  it('refuses bad values naming the field in Portuguese, saving nothing', async () => {
    const cases: [object, string][] = [
      [{ guestDataRetentionMonths: 0 }, 'Meses de guarda dos dados dos convidados'],
      [{ guestDataRetentionMonths: 121 }, 'Meses de guarda dos dados dos convidados'],
      [{ guestDataRetentionMonths: 'doze' }, 'Meses de guarda dos dados dos convidados'],
      [{ dataControllerName: 'Ana', dataControllerEmail: 'ana@' }, 'E-mail do encarregado'],
      [{ dataControllerName: 'Ana' }, 'Nome do encarregado'],
      [{ privacyPolicy: 42 }, 'Política de Privacidade'],
      [{ termsOfUse: 'x'.repeat(100_001) }, 'Termos de Uso'],
    ];
    for (const [change, field] of cases) {
      const response = await saveLegal(change);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message, JSON.stringify(change)).toContain(field);
    }
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/settings/legal', headers });
    expect(response.json().legal).toMatchObject({ version: 3, guestDataRetentionMonths: 12 });
  });
});
