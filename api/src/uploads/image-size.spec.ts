import { describe, expect, it } from 'vitest';
import { jpeg, png } from '@evisa/test-support';
import { imageSize } from './image-size.js';

describe('imageSize', () => {
  it('reads JPEG and PNG sizes from their headers', () => {
    expect(imageSize(jpeg(401, 350), 'image/jpeg')).toEqual({ width: 401, height: 350 });
    expect(imageSize(jpeg(400, 400, 50_000), 'image/jpeg')).toEqual({ width: 400, height: 400 });
    expect(imageSize(png(640, 480), 'image/png')).toEqual({ width: 640, height: 480 });
  });

  it('skips fill bytes and reads progressive frames', () => {
    const bytes = jpeg(360, 360);
    const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
    const progressive = Buffer.concat([bytes.subarray(0, sof), Buffer.from([0xff]), bytes.subarray(sof)]);
    progressive[sof + 2] = 0xc2;
    expect(imageSize(progressive, 'image/jpeg')).toEqual({ width: 360, height: 360 });
  });

  it.each([
    ['a truncated JPEG', jpeg(400, 400).subarray(0, 30), 'image/jpeg'],
    ['a JPEG without frame header', Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg'],
    ['garbage after SOI', Buffer.from([0xff, 0xd8, 0x00, 0x01, 0x02, 0x03]), 'image/jpeg'],
    ['a truncated PNG', png(10, 10).subarray(0, 20), 'image/png'],
    ['a PDF', Buffer.from('%PDF-1.4'), 'application/pdf'],
  ])('gives null for %s', (_name, bytes, mime) => {
    expect(imageSize(bytes, mime)).toBeNull();
  });
});
