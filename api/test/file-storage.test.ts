import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/app-config.js';
import type { FileStorage } from '../src/uploads/storage/file-storage.js';
import { LocalDiskStorage } from '../src/uploads/storage/local-disk-storage.js';
import { S3Storage } from '../src/uploads/storage/s3-storage.js';
import { startTestBucket, type TestBucket } from './s3-bucket.js';

let folder: string;
let bucket: TestBucket;
const drivers: Record<string, () => FileStorage> = {};

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'evisa-storage-'));
  bucket = await startTestBucket();
  drivers['local disk'] = () => new LocalDiskStorage(folder);
  drivers['S3 bucket'] = () => new S3Storage(loadConfig(bucket.env).s3!);
});

afterAll(async () => {
  await bucket.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe.each(['local disk', 'S3 bucket'])('file storage on the %s', (driver) => {
  it('keeps a file, streams it back with its size, and forgets it when removed', async () => {
    const storage = drivers[driver]();
    const name = `${randomBytes(16).toString('hex')}.png`;
    await storage.put(name, Buffer.from('the bytes of a file'), 'image/png');
    const stored = await storage.open(name);
    expect(stored?.size).toBe(19);
    expect(await text(stored!.stream)).toBe('the bytes of a file');
    await storage.remove(name);
    expect(await storage.open(name)).toBeNull();
  });

  it('answers null for a name it does not hold and is reachable', async () => {
    const storage = drivers[driver]();
    expect(await storage.open(`${randomBytes(16).toString('hex')}.pdf`)).toBeNull();
    await expect(storage.check()).resolves.toBeUndefined();
  });
});

describe('S3 storage readiness', () => {
  it('fails the check for a bucket that does not exist', async () => {
    const storage = new S3Storage(loadConfig({ ...bucket.env, S3_BUCKET: 'no-such-bucket' }).s3!);
    await expect(storage.check()).rejects.toThrow();
  });
});
