import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/api';
import { loadApplication } from './loadApplication';
import { saveStep } from './saveStep';

const ID = 'ABCDEFGHJKMN';

// Bodies as they come, the contract's or not: these tests are about answers the site must survive as well.
function answer(status: number, body?: unknown) {
  return stubApi(() => (body === undefined ? new Response(null, { status }) : Response.json(body, { status })));
}

describe('saving a step (spec part 1, section 8)', () => {
  it('creates without an id and reads the sku_id', async () => {
    const fetchMock = answer(201, {
      success: true,
      status: true,
      message: 'Application created',
      data: { sku_id: ID },
    });
    await expect(saveStep(undefined, { Surname: 'Doe' })).resolves.toEqual({
      ok: true,
      message: 'Application created',
      skuId: ID,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/india/create-application', expect.objectContaining({ method: 'POST', body: '{"Surname":"Doe"}' }));
  });

  it('says so when a create answer lacks the success flag', async () => {
    answer(200, { message: 'ignored' });
    await expect(saveStep(undefined, {})).resolves.toMatchObject({
      ok: false,
      message: 'Something went wrong during submission',
    });
  });

  it('passes on the message and field errors of a refused create', async () => {
    const errors = [{ field: 'Surname', message: 'Surname is required' }];
    answer(400, { success: false, status: false, message: 'Validation failed', errors });
    await expect(saveStep(undefined, {})).resolves.toEqual({
      ok: false,
      message: 'Validation failed',
      fieldErrors: errors,
    });
  });

  it('falls back to "An error occurred" when the server says nothing', async () => {
    answer(502);
    await expect(saveStep(undefined, {})).resolves.toMatchObject({ ok: false, message: 'An error occurred' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(saveStep(ID, {})).resolves.toMatchObject({ ok: false, message: 'An error occurred' });
  });

  it('updates with an id and judges the answer by its status flag', async () => {
    const fetchMock = answer(200, { status: true, success: true, message: 'Updated', data: { sku_id: ID } });
    await expect(saveStep(ID, { Surname: 'Doe' })).resolves.toEqual({ ok: true, message: 'Updated', skuId: ID });
    const put = expect.objectContaining({ method: 'PUT' });
    expect(fetchMock).toHaveBeenCalledWith(`/api/india/update-application/${ID}`, put);

    answer(200, { message: 'Not saved' });
    await expect(saveStep(ID, {})).resolves.toMatchObject({ ok: false, message: 'Not saved' });
    answer(200, {});
    await expect(saveStep(ID, {})).resolves.toMatchObject({ ok: false, message: 'Something went wrong' });
  });
});

describe('loading an application', () => {
  it('returns the record', async () => {
    answer(200, { status: true, data: { sku_id: ID, Surname: 'Doe', payment_status: 'UNPAID' } });
    await expect(loadApplication(ID)).resolves.toEqual({
      ok: true,
      application: { sku_id: ID, Surname: 'Doe', payment_status: 'UNPAID' },
    });
  });

  it('gives the server message or the spec fallback', async () => {
    answer(404, { success: false, status: false, message: 'Application not found' });
    await expect(loadApplication('NOPE')).resolves.toEqual({ ok: false, message: 'Application not found' });
    answer(500);
    await expect(loadApplication('NOPE')).resolves.toEqual({
      ok: false,
      message: 'An error occurred while fetching data',
    });
  });
});

describe('a save made elsewhere meanwhile', () => {
  it('sends the saved_at it read as If-Match and reports a 412 as saved elsewhere, not as field errors', async () => {
    const savedAt = '2026-11-23T05:00:00.000Z';
    const fetchMock = answer(412, { success: false, status: false, message: 'Saved elsewhere', saved_at: '2026-11-23T05:01:00.000Z' });
    await expect(saveStep(ID, { Surname: 'Doe' }, savedAt)).resolves.toEqual({
      ok: false,
      message: 'Saved elsewhere',
      fieldErrors: [],
      savedElsewhere: true,
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('If-Match')).toBe(`"${savedAt}"`);
  });

  it('hands on the steps the server finds incomplete after the save', async () => {
    const incomplete = [{ id: 'step4', route: '/Apply4', title: 'Travel', errors: [{ field: 'x', message: 'x is required' }] }];
    answer(200, { status: true, message: 'Updated', data: { sku_id: ID, incomplete_steps: incomplete } });
    await expect(saveStep(ID, { Surname: 'Doe' })).resolves.toEqual({ ok: true, message: 'Updated', skuId: ID, incompleteSteps: incomplete });
  });
});
