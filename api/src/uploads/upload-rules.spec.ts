import { describe, expect, it } from 'vitest';
import { isStoredName, uploadProblem } from './upload-rules.js';

const photo = { mime: 'image/jpeg', size: 20_000, width: 400, height: 400 };

describe('uploadProblem', () => {
  it('accepts a square JPEG of 10 KB to 1 MB and at least 350 px as the photograph', () => {
    expect(uploadProblem('photo', photo, 'Photograph')).toBeNull();
    expect(uploadProblem('photo', { ...photo, size: 10 * 1024, width: 350, height: 350 }, 'Photograph')).toBeNull();
    expect(uploadProblem('photo', { ...photo, size: 1024 * 1024 }, 'Photograph')).toBeNull();
  });

  it.each([
    [null, 'Photograph: the file was not found. Please upload it again.'],
    [{ ...photo, mime: 'image/png' }, 'Photograph must be a JPEG image.'],
    [{ ...photo, size: 10 * 1024 - 1 }, 'Photograph must be between 10 KB and 1 MB (this one is 9.9 KB).'],
    [{ ...photo, size: 1024 * 1024 + 1 }, 'Photograph must be between 10 KB and 1 MB (this one is 1.01 MB).'],
    [{ ...photo, width: 400, height: 401 }, 'Your photo is 400 x 401 pixels; it must be square (equal height and width).'],
    [{ ...photo, width: 349, height: 349 }, 'Your photo is 349 x 349 pixels; it must be at least 350 x 350.'],
    [{ ...photo, width: null, height: null }, 'Photograph must be square (equal height and width) and at least 350 x 350 pixels.'],
  ])('refuses %j as the photograph', (upload, message) => {
    expect(uploadProblem('photo', upload, 'Photograph')).toBe(message);
  });

  it('takes any stored file as a document, and nothing else', () => {
    expect(uploadProblem('document', { mime: 'application/pdf', size: 500, width: null, height: null }, 'Passport')).toBeNull();
    expect(uploadProblem('document', null, 'Passport')).toBe('Passport: the file was not found. Please upload it again.');
  });

  it('refuses a picture too large to open in any field', () => {
    const tooLarge =
      'This picture is 60000 x 60000 pixels: at most 10000 pixels a side and 40 megapixels are accepted. Please make it smaller, or upload it as a PDF.';
    expect(uploadProblem('document', { mime: 'image/png', size: 500, width: 60_000, height: 60_000 }, 'Passport')).toBe(`Passport: ${tooLarge}`);
    expect(uploadProblem('photo', { ...photo, width: 60_000, height: 60_000 }, 'Photograph')).toBe(`Photograph: ${tooLarge}`);
    expect(uploadProblem('document', { mime: 'image/png', size: 500, width: 4960, height: 7016 }, 'Passport')).toBeNull();
  });
});

describe('isStoredName', () => {
  it.each(['0123456789abcdef0123456789abcdef.jpg', 'ffffffffffffffffffffffffffffffff.pdf'])('accepts %s', (name) =>
    expect(isStoredName(name)).toBe(true),
  );
  it.each([
    '../../etc/passwd',
    '0123456789abcdef0123456789abcdef.gif',
    '0123456789ABCDEF0123456789ABCDEF.jpg',
    'photo.jpg',
    '0123456789abcdef0123456789abcdef.jpg/..',
  ])('refuses %s', (name) => expect(isStoredName(name)).toBe(false));
});
