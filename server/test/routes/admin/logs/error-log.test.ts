import { describe, expect, it } from 'vitest';
import { adminHeaders, createTestAdmin } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);

describe('GET /api/admin/logs/error.txt', () => {
  it('answers an empty text file when nothing has failed', async () => {
    const response = await t.app.inject({
      url: '/api/admin/logs/error.txt',
      headers: await adminHeaders(t.db, admin.id),
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="error-log.txt"');
    expect(response.body).toBe('');
  });

  it('is for administrators only', async () => {
    const response = await t.app.inject({ url: '/api/admin/logs/error.txt' });

    expect(response.statusCode).toBe(401);
  });
});
