import { crc32, deflateSync } from 'node:zlib';

// Test files are made here from bytes rather than committed: a flat grey picture needs only a few lines of encoder.

function segment(marker: number, payload: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xff00 | marker, 0);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/**
 * A real, decodable baseline JPEG of a flat grey picture (one component). Every 8x8 block has DC difference 0 and
 * no AC coefficients; with one-symbol Huffman tables that is two 0 bits per block. COM segments pad the file to
 * `minBytes` so that size rules can be met.
 */
export function jpeg(width: number, height: number, minBytes = 0): Buffer {
  const app0 = segment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]));
  const dqt = segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]));
  const sof = Buffer.alloc(6);
  sof.writeUInt8(8, 0);
  sof.writeUInt16BE(height, 1);
  sof.writeUInt16BE(width, 3);
  sof.writeUInt8(1, 5);
  const sof0 = segment(0xc0, Buffer.concat([sof, Buffer.from([1, 0x11, 0])]));
  const oneSymbol = (tableClass: number) => Buffer.concat([Buffer.from([tableClass << 4, 1]), Buffer.alloc(15), Buffer.from([0])]);
  const dht = segment(0xc4, Buffer.concat([oneSymbol(0), oneSymbol(1)]));
  const sos = segment(0xda, Buffer.from([1, 1, 0, 0, 63, 0]));
  const bits = Math.ceil(width / 8) * Math.ceil(height / 8) * 2;
  const scan = Buffer.alloc(Math.ceil(bits / 8));
  if (bits % 8) scan[scan.length - 1] = 0xff >> (bits % 8); // the last byte is padded with 1 bits
  const body = [app0, dqt, sof0, dht, sos, scan];
  const size = 2 + body.reduce((sum, part) => sum + part.length, 0) + 2;
  const comments: Buffer[] = [];
  for (let missing = minBytes - size; missing > 0;) {
    const payload = Math.max(1, Math.min(missing - 4, 65_000));
    comments.push(segment(0xfe, Buffer.alloc(payload, 0x20)));
    missing -= payload + 4;
  }
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, ...comments, ...body.slice(1), Buffer.from([0xff, 0xd9])]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real, decodable 8-bit grey PNG. */
export function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x80)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF, padded with a comment to `minBytes`. */
export function pdf(minBytes = 0): Buffer {
  const text = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  const bytes = Buffer.from(text);
  // Trailing line breaks after %%EOF are allowed and change nothing.
  return bytes.length >= minBytes ? bytes : Buffer.concat([bytes, Buffer.alloc(minBytes - bytes.length, 0x0a)]);
}

/** A valid applicant photograph: a square JPEG of 400 px and 12 KB. */
export function photo(): Buffer {
  return jpeg(400, 400, 12 * 1024);
}

/**
 * A small picture whose header claims `width` x `height` pixels, as a decompression bomb's does: a viewer that
 * trusts the header sets aside memory for every claimed pixel.
 */
export function pictureClaiming(type: 'png' | 'jpeg', width: number, height: number): Buffer {
  if (type === 'jpeg') {
    const bytes = jpeg(8, 8);
    const frame = bytes.indexOf(Buffer.from([0xff, 0xc0]));
    bytes.writeUInt16BE(height, frame + 5);
    bytes.writeUInt16BE(width, frame + 7);
    return bytes;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const small = png(1, 1);
  // The 1 x 1 picture's chunks, under the claimed header: signature (8), its IHDR (25), then IDAT and IEND.
  return Buffer.concat([small.subarray(0, 8), chunk('IHDR', header), small.subarray(33)]);
}
