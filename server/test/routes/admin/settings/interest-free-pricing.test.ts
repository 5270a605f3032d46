import { describe, expect, it } from 'vitest';
import { settings } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';

// The server of a platform whose Mercado Pago account has its interest-free pricing.
const t = await build({ MERCADOPAGO_INTEREST_FREE_PRICING_ID: '4321' });
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

const form = {
  percentageGift: 5,
  listCreationFee: 0,
  maxInstallments: 10,
  installmentInterest: 'PLATFORM',
  holdingDays: 7,
  color: '#123456',
  colorSecondary: '#abcdef',
};

describe('PUT /api/admin/settings with an interest-free pricing configured', () => {
  it("saves the platform paying the installments' interest, and back to the guest", async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers,
      payload: form,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toMatchObject({ installmentInterest: 'PLATFORM', maxInstallments: 10 });
    const [row] = await t.db.select().from(settings);
    expect(row).toMatchObject({ installmentInterest: 'PLATFORM', maxInstallments: 10, holdingDays: 7 });

    const back = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers,
      payload: { ...form, installmentInterest: 'GUEST' },
    });
    expect(back.json().settings.installmentInterest).toBe('GUEST');
  });
});
