import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validStep1 } from '@evisa/forms/fixtures';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../support/server.js';

const dataDir = mkdtempSync(join(tmpdir(), 'evisa-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('keeps applications across a clean stop (Ctrl-C) and a new start', async () => {
    // DATABASE_URL emptied: this journey is about the embedded PostgreSQL under DATA_DIR.
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const first = await startServer(env);
    const created = await fetch(`${first.baseUrl}/api/india/create-application`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validStep1()),
    });
    expect(created.status).toBe(201);
    const skuId = (await created.json()).data.sku_id as string;
    expect(await first.stop('SIGINT')).toBe(0);

    const second = await startServer(env);
    try {
      const viewed = await fetch(`${second.baseUrl}/api/india/View-application/${skuId}`);
      expect(viewed.status).toBe(200);
      expect((await viewed.json()).data).toMatchObject({ sku_id: skuId, Surname: 'Martin' });
    } finally {
      expect(await second.stop('SIGTERM')).toBe(0);
    }
  });
});
