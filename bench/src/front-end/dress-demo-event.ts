import path from 'node:path';
import type { THostEventGift } from '@celebra/shared/models';
import type { BenchContext } from '../context';
import { type Host, signInDemoHost } from '../demo-host';
import { CAMERA_SIZE, makePhotos } from '../media/make-photos';
import { startServer } from '../platform';

export type DressedEvent = { photos: number; averageBytes: number };

async function send(url: string, host: Host, method: string, path: string, form: FormData) {
  const response = await fetch(`${url}/api${path}`, { method, headers: host.headers, body: form });
  if (response.status !== 200) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(`${method} ${path} answered ${response.status}: ${body.message}`);
  }
  return response;
}

/** The multipart fields of a gift as it is, for an update that only changes its photo. */
function giftFields(gift: THostEventGift): Record<string, string> {
  const fields: Record<string, string> = {
    name: gift.name,
    description: gift.description,
    giftKind: gift.kind,
    price: String(gift.kind === 'cotas' ? gift.priceWithoutFee * (gift.quantity ?? 1) : gift.priceWithoutFee),
  };
  if (gift.kind === 'cotas' && gift.quantity) fields.shares = String(gift.quantity);
  if (gift.kind === 'item' && gift.quantity) fields.quantity = String(gift.quantity);
  return fields;
}

/**
 * Gives the demo event what a real couple's site has instead of the seed's small drawings: photos
 * straight from a phone's camera (12 megapixels, ≈ 3 MB each), uploaded through the API as the
 * host site sends them, as the banner, the avatar and every gift's photo. The server keeps each in
 * its widths, so what a phone downloads on the page is what the product serves.
 *
 * The uploads go through a second instance on the same database and media folder, a web-only one,
 * as a deployment of several instances would take them: decoding camera photos grows a process's
 * memory for a while, and the measured platform's memory is the event page's and the purchase's
 * business (the media scenario measures an uploading server's own).
 */
export async function dressDemoEvent(ctx: BenchContext): Promise<DressedEvent> {
  const uploads = await startServer(
    ctx.mock,
    () => ({
      DATA_DIR: ctx.platform.dataDir,
      DATABASE_URL: ctx.platform.databaseUrl,
      NODE_ENV: 'production',
      SEED: 'none',
    }),
    path.join(ctx.workDir, 'uploads-server.log'),
  );
  try {
    return await upload(uploads.url, ctx.log);
  } finally {
    await uploads.stop();
  }
}

async function upload(url: string, log: (line: string) => void): Promise<DressedEvent> {
  const host = await signInDemoHost(url);
  const list = (await (
    await fetch(`${url}/api/users/gifts/${host.eventId}`, { headers: host.headers })
  ).json()) as {
    gifts?: THostEventGift[];
  };
  const gifts = list.gifts ?? [];
  const photos = await makePhotos(2 + gifts.length, CAMERA_SIZE);
  const averageBytes = photos.reduce((sum, photo) => sum + photo.length, 0) / photos.length;
  log(
    `uploading ${photos.length} camera photos (${(averageBytes / 1024 / 1024).toFixed(1)} MB each on average)`,
  );
  const file = (n: number) => new Blob([photos[n] as Buffer], { type: 'image/jpeg' });
  for (const [n, kind] of (['banner', 'avatar'] as const).entries()) {
    const form = new FormData();
    form.append('file', file(n), `${kind}.jpg`);
    await send(url, host, 'POST', `/users/event/${host.eventId}/upload/${kind}`, form);
  }
  for (const [n, gift] of gifts.entries()) {
    const form = new FormData();
    for (const [name, value] of Object.entries(giftFields(gift))) form.append(name, value);
    form.append('image', file(2 + n), `presente-${n + 1}.jpg`);
    await send(url, host, 'PUT', `/users/gifts/${host.eventId}/${gift.id}`, form);
  }
  return { photos: photos.length, averageBytes };
}
