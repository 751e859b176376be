import { indiaEvisa, queryForm } from '@evisa/forms';
import { validApplication } from '@evisa/forms/fixtures';
import { describe, expect, inject, it } from 'vitest';
import { createApplication, createCompleteApplication } from './application-fixtures.js';
import { call, newClientAddress, upload } from './http.js';
import { pdf, photo } from '@evisa/test-support';
import { approvedOrder, capture, EMULATOR, emulatorToken } from './paypal.js';
import { db } from './database.js';
import { TEST_SERVER_ENV } from './test-server-env.js';
import { startReplica } from './replicas.js';

const form = queryForm(indiaEvisa);
// Each save from an address of its own: the per-address limits are not what these tests are about.
const save = (skuId: string, body: Record<string, unknown>) =>
  call('PUT', `/api/india/update-application/${skuId}`, { body, client: newClientAddress() });
const view = async (skuId: string) => (await call('GET', `/api/india/View-application/${skuId}`, { client: newClientAddress() })).body.data;

// A lost update shows only in some interleavings: each race runs a few times.
const TRIALS = [1, 2, 3];

describe('concurrent saves of one application', () => {
  it.each(TRIALS)('keep every step when each step is saved at the same time (trial %i)', async () => {
    const skuId = await createApplication();
    const values = validApplication(new Date());
    for (const { name, upload: kind } of form.fields) {
      if (!kind || !(name in values)) continue;
      values[name] = (await upload(kind === 'photo' ? photo() : pdf(), { client: newClientAddress() })).body.file.filename;
    }
    const steps = form.steps
      .slice(1)
      .map((step) => Object.fromEntries(step.fields.filter(({ name }) => name in values).map(({ name }) => [name, values[name]])));
    expect(steps.length).toBeGreaterThanOrEqual(4);

    const replies = await Promise.all(steps.map((stepValues) => save(skuId, stepValues)));
    for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const stored = await view(skuId);
    for (const stepValues of steps) expect(stored).toMatchObject(stepValues);
  });

  // Free-text answers of an application that stay valid with a word added (names, places, addresses).
  const texts = validApplication(new Date());
  const fields = form.fields
    .filter(
      ({ name, kind, maxLength, condition, readOnly, hidden }) =>
        ['text', 'long-text'].includes(kind) &&
        !condition &&
        !readOnly &&
        !hidden &&
        (maxLength ?? 0) >= 100 &&
        /^[\w ,]*[A-Za-z][\w ,]*$/.test(String(texts[name])),
    )
    .map(({ name }) => name)
    .slice(0, 20);

  it.each(TRIALS)('keep all of 20 saves of different fields sent at the same time (trial %i)', async (trial) => {
    expect(fields).toHaveLength(20);
    const skuId = await createCompleteApplication();
    const changed = Object.fromEntries(fields.map((field) => [field, `${String(texts[field])} Bis ${'x'.repeat(trial)}`]));
    const replies = await Promise.all(fields.map((field) => save(skuId, { [field]: changed[field] })));
    for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await view(skuId)).toMatchObject(changed);
  });
});

describe('a process that has not read the form yet', () => {
  it('answers saves that arrive together, more of them than it has database connections', async () => {
    const skuIds = await Promise.all([1, 2, 3].map(() => createApplication()));
    const values = validApplication(new Date());
    const step3 = Object.fromEntries(form.step('step3').fields.flatMap(({ name }) => (name in values ? [[name, values[name]]] : [])));
    // A new replica on the same database, with one connection: each save holds it in its transaction while the
    // version its application is on is read and compiled (once for the three), on that same connection.
    const replica = await startReplica(inject('databaseUrl'), { ...TEST_SERVER_ENV, DATABASE_POOL_SIZE: '1' });
    try {
      const replies = await Promise.all(
        skuIds.map((skuId) =>
          call('PUT', `/api/india/update-application/${skuId}`, { body: step3, client: newClientAddress(), baseUrl: replica.baseUrl }),
        ),
      );
      for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      for (const skuId of skuIds) expect(await view(skuId)).toMatchObject(step3);
    } finally {
      await replica.stop();
    }
  });
});

describe('concurrent captures of one order', () => {
  it('ten captures at once take the payment once and record one COMPLETED payment', async () => {
    const skuId = await createCompleteApplication();
    const { session, order } = await approvedOrder(skuId);

    const replies = await Promise.all(Array.from({ length: 10 }, () => capture(skuId, order.id, session)));
    for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    for (const reply of replies) expect(reply.body).toEqual(replies[0].body);

    const atPayPal = (await call('GET', `${EMULATOR}/v2/checkout/orders/${order.id}`, { token: await emulatorToken() })).body;
    expect(atPayPal.purchase_units[0].payments.captures).toHaveLength(1);
    const payments = (await db.query(`SELECT status FROM payments WHERE sku_id = $1`, [skuId])).rows;
    expect(payments).toEqual([{ status: 'COMPLETED' }]);
    expect((await view(skuId)).payment_status).toBe('COMPLETED');
  });
});
