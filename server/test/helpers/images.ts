import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * A JPEG as a phone writes it: camera and GPS position in EXIF, and an orientation tag
 * (6 = stored landscape, shown portrait).
 */
export async function phoneJpeg(width = 640, height = 480, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Celebra Phone', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 0/1',
      },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** A small PNG of one colour. */
export async function pngImage(width = 64, height = 64, background = '#c33'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** The first bytes of an MP4 (an ISO-BMFF ftyp box, brand isom) followed by `size` bytes of filler. */
export function mp4Video(size = 2048): Buffer {
  const ftyp = Buffer.from('0000001c6674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex');
  return Buffer.concat([ftyp, Buffer.alloc(size, 7)]);
}

/** A WebM start: EBML header with DocType 'webm'. */
export function webmVideo(size = 2048): Buffer {
  const ebml = Buffer.from(
    '1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853',
    'hex',
  );
  return Buffer.concat([ebml, Buffer.alloc(size, 3)]);
}

/**
 * A multipart form as a browser sends it. `file` is the upload (name and type are the client's
 * claims, which the server must not trust); fields are sent before it unless `fieldsAfter`.
 */
export function uploadForm(
  fields: Record<string, string>,
  file?: { field: string; data: Buffer; name?: string; type?: string },
  fieldsAfter = false,
): FormData {
  const form = new FormData();
  const addFields = () => {
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
  };
  if (!fieldsAfter) addFields();
  if (file) {
    const blob = new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' });
    form.append(file.field, blob, file.name ?? 'foto.jpg');
  }
  if (fieldsAfter) addFields();
  return form;
}

/** Every file under the test's media folder, as storage keys ('gifts/….webp'). */
export async function storedFiles(mediaDir: string): Promise<string[]> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)))
    .sort();
}
