import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/http/http-error';
import { processImage } from '../../src/media/process-image';
import { phoneJpeg, pngBomb } from '../helpers/images';

describe('processImage', () => {
  it('re-encodes to WebP without any EXIF, GPS included', async () => {
    const input = await phoneJpeg(800, 600);
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const { full, small, w800, w1200 } = await processImage(input);

    for (const variant of [full, small, w800, w1200]) {
      const metadata = await sharp(variant.buffer).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(variant.buffer.includes('Celebra Phone')).toBe(false);
    }
    expect(full).toMatchObject({ width: 800, height: 600 });
    expect(small).toMatchObject({ width: 400, height: 300 });
  });

  it('makes the four widths, each within its side, from a large photo', async () => {
    const image = await processImage(await phoneJpeg(4000, 3000));

    expect(image.full).toMatchObject({ width: 1920, height: 1440 });
    expect(image.w1200).toMatchObject({ width: 1200, height: 900 });
    expect(image.w800).toMatchObject({ width: 800, height: 600 });
    expect(image.small).toMatchObject({ width: 400, height: 300 });
    // What each buffer really holds, not only what the encoder said.
    for (const [variant, width] of [
      [image.full, 1920],
      [image.w1200, 1200],
      [image.w800, 800],
      [image.small, 400],
    ] as const)
      expect(await sharp(variant.buffer).metadata()).toMatchObject({ format: 'webp', width });
  });

  it('keeps the longest side within 1920 px and never enlarges', async () => {
    const big = await processImage(await phoneJpeg(3000, 2000));
    expect(big.full).toMatchObject({ width: 1920, height: 1280 });

    const tiny = await processImage(await phoneJpeg(120, 80));
    expect(tiny.full).toMatchObject({ width: 120, height: 80 });
    expect(tiny.small).toMatchObject({ width: 120, height: 80 });

    // A 600 px picture: its 800 and 1200 px copies are the picture as it is, still made.
    const medium = await processImage(await phoneJpeg(600, 450));
    expect(medium.w800).toMatchObject({ width: 600, height: 450 });
    expect(medium.w1200).toMatchObject({ width: 600, height: 450 });
    expect(medium.small).toMatchObject({ width: 400, height: 300 });
  });

  it('applies the EXIF orientation before dropping it', async () => {
    const { full, w800 } = await processImage(await phoneJpeg(600, 400, 6));
    expect(full).toMatchObject({ width: 400, height: 600 });
    expect(w800).toMatchObject({ width: 400, height: 600 });
  });

  it('refuses what is not an image, whatever it claims to be', async () => {
    for (const input of [
      Buffer.from('isto não é uma imagem, apenas texto com nome .jpg'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      Buffer.alloc(0),
    ]) {
      const error = await processImage(input).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ statusCode: 400, message: 'Por favor, selecione um arquivo de imagem.' });
    }
  });

  it('refuses a truncated image with a 400', async () => {
    const input = await phoneJpeg(800, 600);
    const error = await processImage(input.subarray(0, 400)).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 400 });
  });

  it('refuses a picture that claims more pixels than the cap before decoding it', async () => {
    // A small PNG whose header claims 10000 × 10000 (100 megapixels): only the header is read.
    const huge = Buffer.from(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    huge.writeUInt32BE(10_000, 16);
    huge.writeUInt32BE(10_000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    const error = await processImage(huge).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 400, message: 'A imagem tem resolução grande demais.' });
  });

  it('refuses a 60-megapixel PNG of one colour (a few hundred KB) from its header', async () => {
    const bomb = await pngBomb(10_000, 6_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);

    const error = await processImage(bomb).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ statusCode: 400, message: 'A imagem tem resolução grande demais.' });
  });

  it('refuses a picture whose decode would hold more than 150 MB, whatever its pixel count', async () => {
    // 20 megapixels, but 16-bit RGBA: 160 MB of samples, held whole because it is interlaced.
    const deep = await pngBomb(5_000, 4_000, 16);
    const error = await processImage(deep).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 400, message: 'A imagem tem resolução grande demais.' });

    // The same picture at 8 bits (80 MB) is an image like any other.
    const { full } = await processImage(await pngBomb(5_000, 4_000));
    expect(full).toMatchObject({ width: 1920, height: 1536 });
  });

  it("takes the largest photo a phone's 50-megapixel mode takes", async () => {
    const { full, small } = await processImage(await phoneJpeg(8160, 6120));
    expect(full).toMatchObject({ width: 1920, height: 1440 });
    expect(small).toMatchObject({ width: 400, height: 300 });
  });
});
