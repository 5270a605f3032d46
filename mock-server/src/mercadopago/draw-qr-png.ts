import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * The QR code of `text` as a black-on-white PNG, `moduleSize` pixels per module and a quiet zone
 * of `margin` modules. The qrcode library lays out the modules; the picture is written as a 1-bit
 * grayscale PNG with node's zlib. The library's own PNG renderer (pngjs, 8-bit RGBA) costs several
 * milliseconds of the stand-in's single thread per Pix, which would cap the Pix payments it can
 * create under the benchmark's load well below what the platform itself handles.
 */
export function drawQrPng(text: string, { moduleSize = 6, margin = 2 } = {}): Buffer {
  // One byte-mode segment and a fixed mask: both are valid choices every reader scans. Left to
  // itself the library searches the shortest mix of segment modes (a graph search) and scores all
  // eight masks, most of the cost of a code.
  const { modules } = QRCode.create([{ data: Buffer.from(text, 'utf8'), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
    maskPattern: 0,
  });
  const side = (modules.size + 2 * margin) * moduleSize;
  const rowBytes = Math.ceil(side / 8);
  // Each row: the filter byte (0, none), then the pixels, 8 per byte, 1 = white. A row of modules
  // is drawn once and copied for its `moduleSize` pixel rows.
  const stride = rowBytes + 1;
  const raw = Buffer.alloc(stride * side, 0xff);
  for (let y = 0; y < side; y++) raw[y * stride] = 0;
  for (let moduleY = 0; moduleY < modules.size; moduleY++) {
    const first = (moduleY + margin) * moduleSize * stride;
    for (let moduleX = 0; moduleX < modules.size; moduleX++) {
      if (!modules.get(moduleY, moduleX)) continue;
      const left = (moduleX + margin) * moduleSize;
      for (let x = left; x < left + moduleSize; x++) {
        const at = first + 1 + (x >> 3);
        raw.writeUInt8(raw.readUInt8(at) & ~(0x80 >> (x & 7)) & 0xff, at);
      }
    }
    for (let copy = 1; copy < moduleSize; copy++) raw.copy(raw, first + copy * stride, first, first + stride);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grayscale
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    // The fastest compression: a 1-bit picture of a few kilobytes gains next to nothing from more.
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
