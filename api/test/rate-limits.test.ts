import { describe, expect, it } from 'vitest';
import { createApplication } from './application-fixtures.js';
import { call, newClientAddress } from './http.js';
import { newStaff } from './staff.js';

describe('rate limits', () => {
  it('answer every 429 with the standard Retry-After in seconds', async () => {
    const flood = newClientAddress();
    let reply;
    for (let i = 0; i < 11; i += 1) reply = await call('POST', '/api/india/indiaVisaContact', { body: {}, client: flood });
    expect(reply!.status).toBe(429);
    expect(Number(reply!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(reply!.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    // The sign-in throttle's wait, too.
    const target = await newStaff('staff');
    const attacker = newClientAddress();
    const guess = () => call('POST', '/api/admin/auth/login', { body: { email: target.user.email, password: 'wrong guess' }, client: attacker });
    for (let i = 0; i < 3; i += 1) expect((await guess()).status).toBe(401);
    const slowed = await guess();
    expect([slowed.status, slowed.headers.get('retry-after')]).toEqual([429, '1']);
  });

  it('count saves in a group of their own: several applicants behind one address keep saving, and creating is still limited', async () => {
    const office = newClientAddress();
    const skuId = await createApplication();
    for (let i = 0; i < 30; i += 1) {
      const saved = await call('PUT', `/api/india/update-application/${skuId}`, { body: { Given_Name: i % 2 ? 'Asha' : 'Priya' }, client: office });
      expect(saved.status, `save ${i + 1}`).toBe(200);
    }
    const created = [];
    for (let i = 0; i < 21; i += 1) created.push((await call('POST', '/api/india/create-application', { body: {}, client: office })).status);
    expect(created.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(created[20]).toBe(429);
  });
});
