import { indiaEvisa, queryForm } from '@evisa/forms/browser';
import { validApplication, validApplicationByStep, validStep1 } from '@evisa/forms/fixtures';
import { fetchRetryingClosed } from './fetch.js';
import { pdf, photo } from './images.js';

export interface Caller {
  /** The API's origin; '' for same-origin paths (the console's tests resolve them against their server). */
  baseUrl: string;
  /** The client address the request says it comes from (X-Forwarded-For), so per-address limits stay per test. */
  client?: string;
  /** A staff session's token, for the admin API. */
  token?: string;
}

/** A JSON call as a test's set-up makes it: the answer's body, or an error with the server's answer if not 2xx. */
// Tests read answers field by field; typing each one would add nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function callApi<T = any>({ baseUrl, client, token }: Caller, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetchRetryingClosed(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(client ? { 'x-forwarded-for': client } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json: unknown = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json as T;
}

/**
 * Uploads a file as the site does (POST /api/upload, field `image`) and returns its stored name. The multipart body
 * is written out by hand: under jsdom FormData is jsdom's, which Node's fetch cannot send.
 */
export async function uploadFile(caller: Caller, bytes: Uint8Array, type: string): Promise<string> {
  const boundary = `----evisa-tests-${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="upload"\r\nContent-Type: ${type}\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const response = await fetch(`${caller.baseUrl}/api/upload`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(caller.client ? { 'x-forwarded-for': caller.client } : {}) },
    body,
  });
  const json = (await response.json()) as { file?: { filename: string } };
  if (!response.ok || !json.file) throw new Error(`POST /api/upload: ${response.status} ${JSON.stringify(json)}`);
  return json.file.filename;
}

/** What an application made for a test holds besides step 1. */
export interface ApplicationContent {
  /** These steps of the shipped form too, each saved in turn as the site saves it (their answers, no files). */
  steps?: string[];
  /** Every step of the shipped form, its photograph a JPEG the photo rules accept and each document a PDF. */
  complete?: boolean;
}

/** An application made through the applicant API, as the site makes one: step 1, then what `content` asks for. Returns its id. */
export async function createApplication(caller: Caller, overrides: Record<string, unknown> = {}, content: ApplicationContent = {}): Promise<string> {
  const created = await callApi<{ data: { sku_id: string } }>(caller, 'POST', '/api/india/create-application', validStep1(new Date(), overrides));
  const skuId = created.data.sku_id;
  const save = (values: Record<string, unknown>) => callApi(caller, 'PUT', `/api/india/update-application/${skuId}`, values);
  const byStep = validApplicationByStep(new Date(), overrides);
  for (const stepId of content.steps ?? []) await save(byStep[stepId]);
  if (!content.complete) return skuId;
  const values = validApplication(new Date(), overrides);
  for (const { name, upload } of queryForm(indiaEvisa).fields) {
    if (!upload || !(name in values)) continue;
    values[name] = upload === 'photo' ? await uploadFile(caller, photo(), 'image/jpeg') : await uploadFile(caller, pdf(), 'application/pdf');
  }
  await save(values);
  return skuId;
}

/** The buyer approves an order on the PayPal sandbox emulator's approval page, as its form posts the choice. */
export async function approveOrder(order: { id: string; links: { rel: string; href: string }[] }): Promise<void> {
  const approve = order.links.find((link) => link.rel === 'approve')!.href;
  await fetch(new URL('checkoutnow', approve), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: order.id, choice: 'approve' }).toString(),
  });
}

/** A complete application paid in test mode as the site pays it: create-Order, the emulator's approval page, capture-Payment. */
export async function paidApplication(caller: Caller, overrides: Record<string, unknown> = {}): Promise<string> {
  const skuId = await createApplication(caller, overrides, { complete: true });
  const payer = { ...caller, token: (await callApi(caller, 'GET', '/api/india/authenticate')).accessToken };
  const order = await callApi(payer, 'POST', '/api/india/create-Order', { sku_id: skuId, currency: 'USD' });
  await approveOrder(order);
  await callApi(payer, 'POST', '/api/india/capture-Payment', { orderID: order.id, sku_id: skuId });
  return skuId;
}
