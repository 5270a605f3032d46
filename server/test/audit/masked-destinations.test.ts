import { describe, expect, it } from 'vitest';
import { adminHeaders, createTestAdmin, createTestUser } from '../helpers/accounts';
import { insertPayout } from '../helpers/admin-fixtures';
import { build } from '../helpers/build';
import { TEST_CPF } from '../helpers/payout-destination';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

const destination = {
  destinationHolderName: 'Ana Souza',
  destinationDocumentType: 'CPF' as const,
  destinationDocument: TEST_CPF,
  destinationPixKeyType: 'EMAIL' as const,
  destinationPixKey: 'ana.souza@dominio.com',
};

describe("the admin's payout list: the CPF always masked, the Pix key whole only while it is to be paid", () => {
  it('a PENDING payout shows the key to transfer to, a PAID one shows it masked', async () => {
    const host = await createTestUser(t.db);
    const eventId = host.event?.id ?? 0;
    const pending = await insertPayout(t.db, { eventId, userId: host.id, ...destination });
    const paid = await insertPayout(t.db, { eventId, userId: host.id, status: 'PAID', ...destination });

    const list = async (status: string) => {
      const response = await t.app.inject({ url: '/api/admin/payouts', query: { status }, headers });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(TEST_CPF);
      return response.json().payouts as { id: number; destination: unknown }[];
    };

    const pendingRow = (await list('PENDING')).find((row) => row.id === pending.id);
    expect(pendingRow?.destination).toEqual({
      holderName: 'Ana Souza',
      documentType: 'CPF',
      document: '***.456.789-**',
      pixKeyType: 'EMAIL',
      pixKey: 'ana.souza@dominio.com',
    });
    const paidRow = (await list('PAID')).find((row) => row.id === paid.id);
    expect(paidRow?.destination).toEqual({
      holderName: 'Ana Souza',
      documentType: 'CPF',
      document: '***.456.789-**',
      pixKeyType: 'EMAIL',
      pixKey: 'a***@dominio.com',
    });
  });
});
