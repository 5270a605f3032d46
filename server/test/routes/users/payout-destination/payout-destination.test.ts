import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payoutDestinations } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser, userHeaders } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';
import { readOutbox } from '../../../helpers/outbox';

const t = await build();

const URL = '/api/users/payout-destination';

const CPF = '123.456.789-09';
const CPF_DIGITS = '12345678909';
const CNPJ = '12.345.678/0001-95';
const CNPJ_DIGITS = '12345678000195';

async function signedInHost() {
  const host = await createTestUser(t.db, { event: null });
  return { host, headers: await userHeaders(t.db, host.id) };
}

const validBody = (password: string) => ({
  holderName: 'Ana Souza',
  documentType: 'CPF',
  document: CPF,
  pixKeyType: 'CPF',
  pixKey: CPF,
  currentPassword: password,
});

const save = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: URL, headers, payload });

const storedOf = (userId: number) =>
  t.db.select().from(payoutDestinations).where(eq(payoutDestinations.userId, userId));

describe('PUT /api/users/payout-destination', () => {
  it('saves the destination as digits and a stored key, answers it masked and mails the host', async () => {
    const { host, headers } = await signedInHost();

    const response = await save(headers, validBody(host.password));

    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(CPF_DIGITS);
    expect(response.body).not.toContain(CPF);
    expect(response.json()).toEqual({
      success: true,
      message: 'Dados para repasse salvos com sucesso.',
      destination: {
        holderName: 'Ana Souza',
        documentType: 'CPF',
        document: '***.456.789-**',
        pixKeyType: 'CPF',
        pixKey: '***.456.789-**',
        updatedAt: expect.any(String),
      },
    });
    expect(await storedOf(host.id)).toEqual([
      expect.objectContaining({ document: CPF_DIGITS, pixKey: CPF_DIGITS, holderName: 'Ana Souza' }),
    ]);

    const mails = (await readOutbox(t.config)).filter((mail) => mail.to === host.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Seus dados para repasse foram alterados');
    // Word joiners keep mail clients from linking the key; the reader sees it as written.
    const text = mails[0]?.text.replace(/\u2060/g, '');
    expect(text).toContain('Os próximos repasses serão enviados para a chave Pix (CPF) ***.456.789-**.');
    expect(text).toMatch(/alterados em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\./);
    expect(text).not.toContain(CPF_DIGITS);
  });

  it('replaces the host’s one destination, storing each key type as the banks do', async () => {
    const { host, headers } = await signedInHost();
    const cases = [
      ['CNPJ', CNPJ, CNPJ_DIGITS, '**.345.678/0001-**'],
      ['EMAIL', 'Ana.Souza@Dominio.com', 'ana.souza@dominio.com', 'a***@dominio.com'],
      ['PHONE', '(11) 98765-4321', '+5511987654321', '+55 (11) *****-4321'],
      [
        'RANDOM',
        '123E4567-E89B-42D3-A456-426614174000',
        '123e4567-e89b-42d3-a456-426614174000',
        '123e***4000',
      ],
    ] as const;
    for (const [pixKeyType, typed, stored, masked] of cases) {
      const response = await save(headers, {
        ...validBody(host.password),
        documentType: 'CNPJ',
        document: CNPJ,
        pixKeyType,
        pixKey: typed,
      });
      expect(response.statusCode, pixKeyType).toBe(200);
      expect(response.json().destination).toMatchObject({
        pixKeyType,
        pixKey: masked,
        document: '**.345.678/0001-**',
      });
      expect(response.body).not.toContain(stored);
      expect(await storedOf(host.id)).toEqual([
        expect.objectContaining({ documentType: 'CNPJ', document: CNPJ_DIGITS, pixKeyType, pixKey: stored }),
      ]);
    }
  });

  it.each([
    ['a CPF with a wrong check digit', { document: '123.456.789-00' }, 'CPF inválido: confira os números.'],
    [
      'a CNPJ with a wrong check digit',
      { documentType: 'CNPJ', document: '12.345.678/0001-96' },
      'CNPJ inválido: confira os números.',
    ],
    ['a CPF typed as a CNPJ', { documentType: 'CNPJ' }, 'CNPJ inválido: confira os números.'],
    ['a CPF key that is not one', { pixKey: '111.111.111-11' }, 'Chave Pix inválida para o tipo escolhido.'],
    [
      'a CNPJ key that is not one',
      { pixKeyType: 'CNPJ', pixKey: '12345678000100' },
      'Chave Pix inválida para o tipo escolhido.',
    ],
    [
      'an e-mail key that is not one',
      { pixKeyType: 'EMAIL', pixKey: 'ana@dominio' },
      'Chave Pix inválida para o tipo escolhido.',
    ],
    [
      'a landline as a mobile key',
      { pixKeyType: 'PHONE', pixKey: '(11) 3765-4321' },
      'Chave Pix inválida para o tipo escolhido.',
    ],
    [
      'a random key that is not a UUID',
      { pixKeyType: 'RANDOM', pixKey: 'minha-chave' },
      'Chave Pix inválida para o tipo escolhido.',
    ],
    [
      'an unknown key type',
      { pixKeyType: 'BOLETO' },
      'Tipo de chave Pix inválido: escolha CPF, CNPJ, E-mail, Celular ou Aleatória.',
    ],
    ['an unknown document type', { documentType: 'RG' }, 'Tipo de documento inválido: escolha CPF ou CNPJ.'],
    ['no holder name', { holderName: '  ' }, 'O campo Nome do titular é obrigatório.'],
    ['no document', { document: undefined }, 'O campo CPF ou CNPJ é obrigatório.'],
    ['no password', { currentPassword: '' }, 'O campo Senha atual é obrigatório.'],
    ['a NUL in the name', { holderName: 'Ana\u0000' }, 'O campo Nome do titular é inválido.'],
  ])('refuses %s with a 400 naming the field', async (_label, change, message) => {
    const { host, headers } = await signedInHost();

    const response = await save(headers, { ...validBody(host.password), ...change });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
    expect(await storedOf(host.id)).toEqual([]);
  });

  it('refuses a wrong account password, changes nothing and mails nobody', async () => {
    const { host, headers } = await signedInHost();
    await save(headers, validBody(host.password));
    const mailsBefore = (await readOutbox(t.config)).filter((mail) => mail.to === host.email).length;

    const response = await save(headers, {
      ...validBody('senha-errada-1'),
      pixKeyType: 'EMAIL',
      pixKey: 'ladrao@golpe.com',
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      message: 'Senha da conta incorreta: os dados para repasse não foram alterados.',
    });
    expect(await storedOf(host.id)).toEqual([
      expect.objectContaining({ pixKeyType: 'CPF', pixKey: CPF_DIGITS }),
    ]);
    expect((await readOutbox(t.config)).filter((mail) => mail.to === host.email)).toHaveLength(mailsBefore);
  });

  it('stops guessing: after ten wrong passwords even the right one is refused with a 429', async () => {
    const { host, headers } = await signedInHost();
    for (let i = 0; i < 10; i++) {
      expect((await save(headers, validBody(`errada-${i}`))).statusCode).toBe(403);
    }

    const wrong = await save(headers, validBody('errada-11'));
    const right = await save(headers, validBody(host.password));

    expect(wrong.statusCode).toBe(429);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      success: false,
      message: 'Muitas tentativas com a senha errada. Aguarde alguns minutos e tente novamente.',
    });
    expect(await storedOf(host.id)).toEqual([]);

    // Counted per host: another host is not held back by it.
    const other = await signedInHost();
    expect((await save(other.headers, validBody(other.host.password))).statusCode).toBe(200);
  });
});

describe('GET /api/users/payout-destination', () => {
  it('answers null before a destination is saved, then the host’s own destination masked', async () => {
    const { host, headers } = await signedInHost();
    const empty = await t.app.inject({ url: URL, headers });
    expect(empty.json()).toEqual({ success: true, message: 'OK', destination: null });

    await save(headers, { ...validBody(host.password), pixKeyType: 'EMAIL', pixKey: 'ana@dominio.com' });
    const response = await t.app.inject({ url: URL, headers });

    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(CPF_DIGITS);
    expect(response.body).not.toContain('ana@dominio.com');
    expect(response.json().destination).toMatchObject({
      holderName: 'Ana Souza',
      document: '***.456.789-**',
      pixKeyType: 'EMAIL',
      pixKey: 'a***@dominio.com',
    });
  });

  it('shows each host only their own destination', async () => {
    const a = await signedInHost();
    const b = await signedInHost();
    await save(a.headers, validBody(a.host.password));

    const seenByB = await t.app.inject({ url: URL, headers: b.headers });

    expect(seenByB.json()).toEqual({ success: true, message: 'OK', destination: null });
    // B saving their own never touches A's.
    await save(b.headers, { ...validBody(b.host.password), holderName: 'Bruno Lima' });
    expect(await storedOf(a.host.id)).toEqual([expect.objectContaining({ holderName: 'Ana Souza' })]);
  });

  it('refuses a request without a sign-in, an administrator’s token and a token with another host’s id', async () => {
    const { host } = await signedInHost();
    const other = await signedInHost();
    const admin = await createTestAdmin(t.db);
    const admins = await adminHeaders(t.db, admin.id);
    const attempts: Record<string, string>[] = [
      {},
      admins,
      { authorization: admins.authorization, 'x-user-id': String(host.id) },
      { authorization: other.headers.authorization, 'x-user-id': String(host.id) },
    ];
    for (const headers of attempts) {
      for (const method of ['GET', 'PUT'] as const) {
        const response = await t.app.inject({
          method,
          url: URL,
          headers,
          payload: method === 'PUT' ? validBody(host.password) : undefined,
        });
        expect(response.statusCode, `${method} ${JSON.stringify(headers)}`).toBe(401);
        expect(response.json()).toEqual({ success: false, message: 'Não autorizado.' });
      }
    }
    expect(await storedOf(host.id)).toEqual([]);
  });
});
