import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Repository } from 'typeorm';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config/appConfig.js';
import type { UploadField } from '@evisa/forms';
import type { Upload } from './upload.entity.js';
import { UploadsService } from './uploads.service.js';

const PHOTO = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg';
const SMALL_PHOTO = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg';
const PASSPORT = 'cccccccccccccccccccccccccccccccc.pdf';
const stored: Array<Partial<Upload>> = [
  { filename: PHOTO, mime: 'image/jpeg', size: 30_000, width: 600, height: 600 },
  { filename: SMALL_PHOTO, mime: 'image/jpeg', size: 30_000, width: 300, height: 300 },
  { filename: PASSPORT, mime: 'application/pdf', size: 80_000, width: null, height: null },
];
// The check reads the uploads table once, for the names that have the stored-name format.
const repository = {
  findBy: async ({ filename }: { filename: { value: string[] } }) => stored.filter((upload) => filename.value.includes(upload.filename!)),
} as unknown as Repository<Upload>;

const folder = mkdtempSync(join(tmpdir(), 'evisa-uploads-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const service = new UploadsService(repository, { dataDir: folder } as AppConfig);

const fields: UploadField[] = [
  { field: 'image', kind: 'photo', title: 'Photograph' },
  { field: 'passport', kind: 'document', title: 'Passport copy' },
  { field: 'Copy_of_Business_Card', kind: 'document', title: 'Business card' },
];

describe('UploadsService.check', () => {
  it('accepts a valid photograph and documents uploaded here, and ignores fields not being written', async () => {
    expect(await service.check({ image: PHOTO, passport: PASSPORT, Surname: 'Martin' }, fields)).toEqual([]);
    expect(await service.check({ Surname: 'Martin' }, fields)).toEqual([]);
  });

  it('gives one message per field: photograph rules, unknown files, names of another form', async () => {
    expect(await service.check({ image: SMALL_PHOTO, passport: '../../etc/passwd', Copy_of_Business_Card: 'dddddddddddddddddddddddddddddddd.png' }, fields)).toEqual([
      { field: 'image', message: 'Photograph must be square (equal height and width) and at least 350 x 350 pixels (this one is 300 x 300).' },
      { field: 'passport', message: 'Passport copy: the file was not found. Please upload it again.' },
      { field: 'Copy_of_Business_Card', message: 'Business card: the file was not found. Please upload it again.' },
    ]);
    expect(await service.check({ image: PASSPORT }, fields)).toEqual([{ field: 'image', message: 'Photograph must be a JPEG image.' }]);
  });
});
