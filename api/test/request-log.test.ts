import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaEvisa, queryForm } from '@evisa/forms';
import { validApplication, validStep1 } from '@evisa/forms/fixtures';
import { ADMIN } from './test-server-env.js';
import { call, newClientAddress, upload } from './http.js';
import { pdf, photo } from '@evisa/test-support';
import { startIsolatedServer, type IsolatedServer } from './isolated-server.js';

let server: IsolatedServer;
beforeAll(async () => {
  // At info every request is logged, to the server's output.
  server = await startIsolatedServer(ADMIN, { LOG_LEVEL: 'info' });
});
afterAll(() => server.stop());

describe('the request log', () => {
  it('holds no application id and no file name after a whole journey, whatever the client adds to them', async () => {
    const client = newClientAddress();
    const baseUrl = server.baseUrl;
    const created = await call('POST', '/api/india/create-application', { body: validStep1(new Date()), client, baseUrl });
    expect(created.status).toBe(201);
    const skuId: string = created.body.data.sku_id;
    const values = validApplication(new Date());
    const names: string[] = [];
    for (const { name, upload: kind } of queryForm(indiaEvisa).fields) {
      if (!kind || !(name in values)) continue;
      const sent = await upload(kind === 'photo' ? photo() : pdf(), { client, baseUrl });
      values[name] = sent.body.file.filename;
      names.push(sent.body.file.filename);
    }
    expect((await call('PUT', `/api/india/update-application/${skuId}`, { body: values, client, baseUrl })).status).toBe(200);
    const viewed = await call('GET', `/api/india/View-application/${skuId}`, { client, baseUrl });
    for (const link of Object.values<string>(viewed.body.file_links)) expect((await call('GET', link, { client, baseUrl })).status).toBe(200);
    for (const suffix of ['%20', '%00', '.', '%2F..', '/x']) await call('GET', `/api/india/View-application/${skuId}${suffix}`, { client, baseUrl });
    await call('GET', `/api/uploads/${names[0]}%00.html`, { client, baseUrl });
    const signedIn = await call('POST', '/api/admin/auth/login', { body: ADMIN, client, baseUrl });
    await call('GET', `/api/admin/applications/${skuId}`, { token: signedIn.body.token, client, baseUrl });
    await call('GET', `/api/admin/applications/${skuId}/files/${names[0]}`, { token: signedIn.body.token, client, baseUrl });

    const log = server.output();
    expect(log).toContain('/api/india/View-application/:id');
    expect(log).toContain('/api/uploads/:id');
    expect(log).not.toContain(skuId);
    expect(log).not.toContain(skuId.toLowerCase());
    for (const name of names) expect(log).not.toContain(name.slice(0, 32));
  });

  it('holds no id made only of letters, whatever their case, nor any other word no route has', async () => {
    const client = newClientAddress();
    const baseUrl = server.baseUrl;
    for (const path of [
      '/api/india/View-application/wxyzhjkmnpqrst',
      '/api/india/update-application/Wxyz-Hjkmnpqrst',
      '/api/admin/applications/wxyzhjkmnpqrsu/files/x',
      '/api/india/mrs-priya-raman',
    ]) {
      await call('GET', path, { client, baseUrl });
    }
    const log = server.output();
    expect(log).toContain('/api/india/View-application/:id');
    expect(log).toContain('/api/admin/applications/:id/files/:id');
    for (const word of ['wxyzhjkmnpqrst', 'Wxyz-Hjkmnpqrst', 'wxyzhjkmnpqrsu', 'mrs-priya-raman']) expect(log).not.toContain(word);
  });
});
