import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { EXAMPLE_BUSINESS, loadConfig } from '../config/app-config.js';
import { isApiSpelling, serveStaticSites } from './static-sites.js';

const folder = mkdtempSync(join(tmpdir(), 'evisa-sites-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function indexWith(business: { name: string; supportPhone: string; supportEmail: string }): Promise<string> {
  const webDist = join(folder, 'web');
  mkdirSync(webDist, { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
  const app = express();
  serveStaticSites(app, { webDist, adminDist: join(folder, 'admin'), business });
  const server = app.listen(0);
  try {
    const { port } = server.address() as AddressInfo;
    return await (await fetch(`http://127.0.0.1:${port}/Apply`)).text();
  } finally {
    server.close();
  }
}

describe('the business settings of the site', () => {
  it('are written into index.html, escaped', async () => {
    const html = await indexWith({ name: 'Smith & "Co" <Visas>', supportPhone: '+44 113 496 0000', supportEmail: 'help@smith.example' });
    expect(html).toContain('<meta name="evisa:business-name" content="Smith &amp; &quot;Co&quot; &lt;Visas&gt;">');
    expect(html).toContain('<meta name="evisa:support-phone" content="+44 113 496 0000">');
    expect(html).toContain('<meta name="evisa:support-email" content="help@smith.example"></head>');
  });

  it('come from BUSINESS_NAME, SUPPORT_PHONE and SUPPORT_EMAIL, with examples by default, and are checked', () => {
    expect(loadConfig({}).business).toEqual(EXAMPLE_BUSINESS);
    expect(
      loadConfig({
        BUSINESS_NAME: 'Smith Visas',
        BUSINESS_ADDRESS: ' 1 Park Row,  Leeds LS1 5AB ,United Kingdom',
        SUPPORT_PHONE: '+44 113 496 0000',
        SUPPORT_EMAIL: 'help@smith.example',
      }).business,
    ).toEqual({
      name: 'Smith Visas',
      address: ['1 Park Row', 'Leeds LS1 5AB', 'United Kingdom'],
      supportPhone: '+44 113 496 0000',
      supportEmail: 'help@smith.example',
    });
    expect(() => loadConfig({ SUPPORT_EMAIL: 'nobody' })).toThrow('SUPPORT_EMAIL must be an e-mail address');
    expect(() => loadConfig({ SUPPORT_PHONE: 'call us' })).toThrow('SUPPORT_PHONE must be a phone number');
  });

  it("name the e-mails' sender: MAIL_FROM is its address, with or without a display name, which BUSINESS_NAME gives", () => {
    expect(loadConfig({}).mailFrom).toBe('no-reply@evisa.example');
    expect(loadConfig({ MAIL_FROM: 'Visas <hello@smith.example>' }).mailFrom).toBe('hello@smith.example');
    expect(loadConfig({ MAIL_FROM: 'hello@smith.example' }).mailFrom).toBe('hello@smith.example');
    expect(() => loadConfig({ MAIL_FROM: 'Visas' })).toThrow('MAIL_FROM must be an e-mail address');
  });
});

describe('isApiSpelling', () => {
  it.each([
    '/api',
    '/api/health',
    '/API/health',
    '/api\\admin/users',
    '//api/health',
    '/%61pi/health',
    '/api%2Fhealth',
    '/x/../api/health',
    '/Api',
    '/api/uploads/..%2F..%2Fetc%2Fpasswd',
  ])('reads %s as the API', (path) => expect(isApiSpelling(path)).toBe(true));
  it.each(['/', '/Apply', '/apiary', '/admin/api', '/Erase-My-Data/x', '/%E0%A4%A'])('reads %s as the site', (path) =>
    expect(isApiSpelling(path)).toBe(false),
  );
});
