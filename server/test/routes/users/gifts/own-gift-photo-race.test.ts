import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gifts } from '../../../../src/db/schema/index';
import { IMAGE_DECODE_CONCURRENCY, IMAGE_DECODE_QUEUE } from '../../../../src/media/image-decodes';
import { generatedKeyOf, imageFileKeys } from '../../../../src/media/store-image';
import { build } from '../../../helpers/build';
import { createHostEvent, setPercentageGift } from '../../../helpers/host-event';
import { pngImage, storedFiles, uploadForm } from '../../../helpers/images';

const t = await build();
await setPercentageGift(t.db, 10);

// As many updates as the process's decode line takes (the slots and their waiting line): one more
// may be refused with a 503 when the machine is slow enough that all arrive before a decode ends,
// which is the line doing its job, not the race this file is about.
const PARALLEL_UPDATES = IMAGE_DECODE_CONCURRENCY + IMAGE_DECODE_QUEUE;

const giftForm = (fields: Record<string, string>, image: Buffer) =>
  uploadForm(fields, { field: 'image', data: image, name: 'foto.png', type: 'image/png' });

describe("PUT /api/users/gifts/{eventId}/{giftId}: an own gift's photo changed in parallel", () => {
  it(`${PARALLEL_UPDATES} updates at once leave exactly the last photo stored, no file that no row points to`, async () => {
    const { event, headers } = await createHostEvent(t.db);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/users/gifts/${event.id}/custom`,
      headers,
      payload: giftForm({ name: 'Quadro', price: '100' }, await pngImage()),
    });
    expect(created.statusCode, created.body).toBe(200);
    const [own] = created.json().gifts;

    const images = await Promise.all(
      Array.from({ length: PARALLEL_UPDATES }, (_, i) =>
        pngImage(32 + i, 32, `#${(i * 12 + 16).toString(16)}3c`),
      ),
    );
    const answers = await Promise.all(
      images.map((image, i) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/users/gifts/${event.id}/${own.id}`,
          headers,
          payload: giftForm({ name: `Quadro ${i}`, price: '100' }, image),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));

    const [row] = await t.db.select({ imageUrl: gifts.imageUrl }).from(gifts).where(eq(gifts.id, own.id));
    const key = generatedKeyOf(row?.imageUrl ?? '');
    expect(key).toBeDefined();
    const giftFiles = (await storedFiles(`${t.dataDir}/media`)).filter((file) => file.startsWith('gifts/'));
    expect(giftFiles).toEqual(imageFileKeys(key ?? '').sort());
  });
});
