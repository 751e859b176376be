import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { indiaEvisa, queryForm } from '@evisa/forms';
import { createApplication } from './application-fixtures.js';
import { call, newClientAddress, upload } from './http.js';
import { jpeg, pdf, photo, pictureClaiming, png } from '@evisa/test-support';
import { db } from './database.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const INVALID_TYPE = {
  success: false,
  status: false,
  code: 'UNSUPPORTED_MEDIA_TYPE',
  message: 'Invalid file type. Only PDF, JPG, JPEG, and PNG are allowed.',
};
const TOO_LARGE = { success: false, status: false, code: 'PAYLOAD_TOO_LARGE', message: 'File size exceeds the 20MB limit.' };
const MAX = 20_971_520;

async function fetchFile(path: string) {
  const response = await fetch(`${inject('baseUrl')}${path}`, { headers: { 'x-forwarded-for': newClientAddress() } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** POSTs a hand-made multipart body, streamed in chunks (no Content-Length) unless `declareLength`. */
async function rawUpload(parts: Buffer[], contentType: string, declareLength = false) {
  const body = declareLength
    ? Buffer.concat(parts)
    : new ReadableStream<Uint8Array>({
        start(controller) {
          for (const part of parts) for (let at = 0; at < part.length; at += 1 << 20) controller.enqueue(part.subarray(at, at + (1 << 20)));
          controller.close();
        },
      });
  const response = await fetch(`${inject('baseUrl')}/api/upload`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': newClientAddress() },
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const BOUNDARY = 'evisa-test-boundary';
const filePart = (field: string, filename: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`);
const closing = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

describe('POST /api/upload', () => {
  it.each([
    ['a JPEG', photo(), 'image/jpeg', 'jpg', { width: 400, height: 400 }],
    ['a PNG', png(640, 480), 'image/png', 'png', { width: 640, height: 480 }],
    ['a PDF', pdf(2048), 'application/pdf', 'pdf', { width: null, height: null }],
  ])('stores %s under a new random name with the type read from its bytes', async (_name, bytes, mime, extension, size) => {
    const reply = await upload(bytes, { filename: 'my passport.exe', type: 'text/plain', client: newClientAddress() });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      success: true,
      status: true,
      message: 'File uploaded.',
      file: {
        filename: expect.any(String),
        mimetype: mime,
        size: bytes.length,
        url: expect.stringMatching(/^\/api\/uploads\/[0-9a-f]{32}\.\w+\?expires=\d+&signature=[\w-]+$/),
      },
    });
    const filename: string = reply.body.file.filename;
    expect(filename).toMatch(new RegExp(`^[0-9a-f]{32}\\.${extension}$`));
    const { rows } = await db.query('SELECT mime, size, sha256, width, height FROM uploads WHERE filename = $1', [filename]);
    expect(rows).toEqual([{ mime, size: bytes.length, sha256: sha256(bytes), ...size }]);

    const served = await fetchFile(reply.body.file.url);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(bytes)).toBe(true);
    expect(served.headers.get('content-type')).toBe(mime);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe(mime === 'application/pdf' ? `attachment; filename="${filename}"` : 'inline');
  });

  it('never reuses a name, even for the same file', async () => {
    const client = newClientAddress();
    const [first, second] = await Promise.all([upload(photo(), { client }), upload(photo(), { client })]);
    expect(first.body.file.filename).not.toBe(second.body.file.filename);
  });

  it.each([
    ['text named .jpg', Buffer.from('this is not a picture at all, just words'), 'photo.jpg', 'image/jpeg'],
    ['HTML named .pdf', Buffer.from('<!doctype html><script>alert(1)</script>'), 'doc.pdf', 'application/pdf'],
    ['SVG named .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.png', 'image/png'],
    [
      'a GIF named .png',
      Buffer.from(
        'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x00\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
        'latin1',
      ),
      'x.png',
      'image/png',
    ],
    ['a Windows program named .jpg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'x.jpg', 'image/jpeg'],
    ['a ZIP named .pdf', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]), 'x.pdf', 'application/pdf'],
    ['an empty file', Buffer.alloc(0), 'x.jpg', 'image/jpeg'],
  ])('refuses %s with 415 and stores nothing', async (_name, bytes, filename, type) => {
    const reply = await upload(bytes, { filename, type, client: newClientAddress() });
    expect(reply.status).toBe(415);
    expect(reply.body).toEqual(INVALID_TYPE);
    expect(await db.count('uploads', 'sha256 = $1', [sha256(bytes)])).toBe(0);
  });

  it('takes a file of exactly 20971520 bytes', async () => {
    const reply = await rawUpload([filePart('image', 'big.pdf'), pdf(MAX), closing], MULTIPART);
    expect(reply.status).toBe(201);
    expect(reply.body.file).toMatchObject({ mimetype: 'application/pdf', size: MAX });
  });

  it('refuses a streamed file of one byte more with 413', async () => {
    const reply = await rawUpload([filePart('image', 'big.pdf'), pdf(MAX + 1), closing], MULTIPART);
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual(TOO_LARGE);
  });

  it('refuses a body whose declared length is over the limit before reading it', async () => {
    const reply = await rawUpload([filePart('image', 'big.pdf'), pdf(MAX + 100 * 1024), closing], MULTIPART, true);
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual(TOO_LARGE);
  });

  it.each([
    ['no body', [], MULTIPART, 'The upload could not be read. Send one file as multipart/form-data in the form field "image".'],
    [
      'a form without file',
      [Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello${closing}`)],
      MULTIPART,
      'Please choose a file to upload (form field "image").',
    ],
    ['the file under another field', [filePart('file', 'a.pdf'), pdf(), closing], MULTIPART, 'Send one file, in the form field "image".'],
    [
      'two files',
      [filePart('image', 'a.pdf'), pdf(), Buffer.from('\r\n'), filePart('image', 'b.pdf'), pdf(), closing],
      MULTIPART,
      'Send one file, in the form field "image".',
    ],
    [
      'a body cut short',
      [filePart('image', 'a.pdf'), pdf()],
      MULTIPART,
      'The upload could not be read. Send one file as multipart/form-data in the form field "image".',
    ],
    [
      'no boundary',
      [filePart('image', 'a.pdf'), pdf(), closing],
      'multipart/form-data',
      'The upload could not be read. Send one file as multipart/form-data in the form field "image".',
    ],
    [
      'multipart/mixed',
      [filePart('image', 'a.pdf'), pdf(), closing],
      `multipart/mixed; boundary=${BOUNDARY}`,
      'The upload could not be read. Send one file as multipart/form-data in the form field "image".',
    ],
    ['plain text', [Buffer.from('hello')], 'text/plain', 'Please choose a file to upload (form field "image").'],
    ['JSON', [Buffer.from('{"image":"x"}')], 'application/json', 'Please choose a file to upload (form field "image").'],
  ])('answers %s with 400 and a clear message', async (_name, parts, contentType, message) => {
    const reply = await rawUpload(parts, contentType, true);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, status: false, code: 'BAD_REQUEST', message });
  });

  it('answers 429 after 30 uploads a minute from one address', async () => {
    const client = newClientAddress();
    const statuses = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await upload(Buffer.from('no'), { client })).status);
    expect(statuses.slice(0, 30).every((status) => status === 415)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('GET /api/uploads/:filename', () => {
  it.each([
    ['an unknown name', '0123456789abcdef0123456789abcdef.jpg'],
    ['a path out of the folder', '..%2F..%2F..%2Fetc%2Fpasswd'],
    ['a NUL byte', '0123456789abcdef0123456789abcdef.jpg%00.html'],
    ['another extension', '0123456789abcdef0123456789abcdef.html'],
    ['upper case', '0123456789ABCDEF0123456789ABCDEF.JPG'],
  ])('refuses %s without a signed link', async (_name, filename) => {
    const served = await fetchFile(`/api/uploads/${filename}`);
    expect(served.status).toBe(403);
    expect(JSON.parse(served.bytes.toString()).message).toBe(
      'This file opens only through the link on its application page. Please open your application again.',
    );
  });

  it('serves a stored file only through its signed link, never by its name alone', async () => {
    const reply = await upload(jpeg(100, 100), { filename: 'selfie.jpg', client: newClientAddress() });
    expect((await fetchFile('/api/uploads/selfie.jpg')).status).toBe(403);
    expect((await fetchFile(`/api/uploads/${reply.body.file.filename}`)).status).toBe(403);
    expect((await fetchFile(reply.body.file.url)).status).toBe(200);
  });
});

// The form's upload fields carry `"upload": "photo" | "document"`: the photograph and, say, the passport copy.
const formUploads = queryForm(indiaEvisa).fields.filter((field) => field.upload);
const photoField = formUploads.find((field) => field.upload === 'photo')!;
const documentField = formUploads.find((field) => field.name === 'passport')!;

async function saveUpload(field: string, bytes: Buffer) {
  const client = newClientAddress();
  const filename = (await upload(bytes, { client })).body.file.filename;
  const reply = await call('PUT', `/api/india/update-application/${await createApplication()}`, { body: { [field]: filename }, client });
  return { reply, errorOnField: (reply.body.errors ?? []).find((error: { field: string }) => error.field === field) };
}

describe('pictures too large to open', () => {
  it.each([
    ['a PNG claiming 60000 x 60000 pixels', pictureClaiming('png', 60_000, 60_000), '60000 x 60000'],
    ['a JPEG claiming 65000 x 65000 pixels', pictureClaiming('jpeg', 65_000, 65_000), '65000 x 65000'],
    ['a PNG claiming 20000 x 3000 pixels', pictureClaiming('png', 20_000, 3000), '20000 x 3000'],
  ])('refuses %s for any field with 400 and a clear message, and stores nothing', async (_name, bytes, size) => {
    const reply = await upload(bytes, { client: newClientAddress() });
    expect([reply.status, reply.body]).toEqual([
      400,
      {
        success: false,
        status: false,
        code: 'BAD_REQUEST',
        message: `This picture is ${size} pixels: at most 10000 pixels a side and 40 megapixels are accepted. Please make it smaller, or upload it as a PDF.`,
      },
    ]);
    expect(await db.count('uploads', 'sha256 = $1', [sha256(bytes)])).toBe(0);
  });

  it('takes a large scan within the bounds', async () => {
    expect((await upload(pictureClaiming('png', 4960, 7016), { client: newClientAddress() })).status).toBe(201);
  });
});

describe('the photograph field of update-application', () => {
  it('takes a square JPEG of 10 KB to 1 MB and at least 350 px', async () => {
    expect((await saveUpload(photoField.name, photo())).errorOnField).toBeUndefined();
  });

  it.each([
    ['a PNG', png(400, 400), / must be a JPEG image\.$/],
    ['a JPEG under 10 KB', jpeg(400, 400), / must be between 10 KB and 1 MB \(this one is [\d.]+ (bytes|KB)\)\.$/],
    ['a JPEG over 1 MB', jpeg(400, 400, 1024 * 1024 + 1), / must be between 10 KB and 1 MB \(this one is [\d.]+ MB\)\.$/],
    ['a JPEG that is not square', jpeg(400, 500, 12 * 1024), /^Your photo is 400 x 500 pixels; it must be square \(equal height and width\)\.$/],
    ['a square JPEG under 350 px', jpeg(300, 300, 12 * 1024), /^Your photo is 300 x 300 pixels; it must be at least 350 x 350\.$/],
  ])('refuses %s with 400 on that field', async (_name, bytes, message) => {
    const { reply, errorOnField } = await saveUpload(photoField.name, bytes);
    expect(reply.status).toBe(400);
    expect(errorOnField.message).toMatch(message);
  });
});

describe('a document field of update-application', () => {
  it('takes a file uploaded here and refuses a name that is not one', async () => {
    expect((await saveUpload(documentField.name, pdf())).errorOnField).toBeUndefined();
    const reply = await call('PUT', `/api/india/update-application/${await createApplication()}`, {
      body: { [documentField.name]: 'passport.pdf' },
      client: newClientAddress(),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toContainEqual({
      field: documentField.name,
      message: `${documentField.title}: the file was not found. Please upload it again.`,
    });
  });
});

describe('a file and the application it belongs to', () => {
  const view = async (skuId: string) => (await call('GET', `/api/india/View-application/${skuId}`, { client: newClientAddress() })).body.data;
  const OTHER = `${documentField.title}: this file was uploaded for another application. Please upload it again here.`;

  it('belongs to the first application it is attached to; another one naming it gets 400 and changes nothing', async () => {
    const client = newClientAddress();
    const filename = (await upload(pdf(), { client })).body.file.filename;
    const [owner, other] = [await createApplication(), await createApplication()];
    expect((await call('PUT', `/api/india/update-application/${owner}`, { body: { [documentField.name]: filename }, client })).status).toBe(200);

    const reply = await call('PUT', `/api/india/update-application/${other}`, { body: { [documentField.name]: filename }, client });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([{ field: documentField.name, message: OTHER }]);
    expect(await view(other)).not.toHaveProperty(documentField.name);
    expect((await view(owner))[documentField.name]).toBe(filename);
    // The owner may name it again (another save of the same step).
    expect((await call('PUT', `/api/india/update-application/${owner}`, { body: { [documentField.name]: filename }, client })).status).toBe(200);
  });

  it('goes to one application only when two name it at the same moment', async () => {
    const client = newClientAddress();
    for (let trial = 0; trial < 5; trial++) {
      const filename = (await upload(pdf(), { client })).body.file.filename;
      const skuIds = [await createApplication(), await createApplication(), await createApplication()];
      const replies = await Promise.all(
        skuIds.map((skuId) => call('PUT', `/api/india/update-application/${skuId}`, { body: { [documentField.name]: filename }, client })),
      );
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400, 400]);
      const holders = (await Promise.all(skuIds.map(view))).filter((data) => data[documentField.name] === filename);
      expect(holders).toHaveLength(1);
    }
  });

  it.each([
    ['with a leading space', (name: string) => ` ${name}`],
    ['with a trailing space', (name: string) => `${name} `],
    ['in upper case', (name: string) => name.toUpperCase()],
    ['as a path', (name: string) => `../uploads/${name}`],
  ])('is found only by its exact stored name, not %s', async (_how, spell) => {
    const client = newClientAddress();
    const filename = (await upload(pdf(), { client })).body.file.filename;
    const skuId = await createApplication();
    const reply = await call('PUT', `/api/india/update-application/${skuId}`, { body: { [documentField.name]: spell(filename) }, client });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([
      { field: documentField.name, message: `${documentField.title}: the file was not found. Please upload it again.` },
    ]);
    expect(await view(skuId)).not.toHaveProperty(documentField.name);
  });
});
