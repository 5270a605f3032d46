import { afterAll, describe, expect, it } from 'vitest';
import { userHeaders } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';
import { startS3Server } from '../../../helpers/s3-server';
import { hostWithData, unzipText } from './account-fixtures';

const s3 = await startS3Server();
afterAll(() => s3.close());
const t = await build({ STORAGE_URL: s3.storageUrl('proxy') });

describe('POST /api/users/account/export on S3 storage', () => {
  it('copies the event’s media from the bucket into the zip', async () => {
    const { host, eventId } = await hostWithData(t.db, t.app.storage, 'Nuvem');

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/account/export',
      headers: await userHeaders(t.db, host.id),
      payload: { password: host.password },
    });

    expect(response.statusCode).toBe(200);
    const files = unzipText(response.rawPayload);
    expect(files[`midia/evento-${eventId}/capa.webp`]).toBe('capa-Nuvem');
    expect(
      Object.entries(files).filter(([name]) => name.startsWith(`midia/evento-${eventId}/galeria/`)),
    ).toEqual([[expect.stringMatching(/\.jpg$/), 'foto-Nuvem']]);
  });
});
