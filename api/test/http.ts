import { randomInt } from 'node:crypto';
import { fetchRetryingClosed } from '@evisa/test-support';
import { inject } from 'vitest';

// Response bodies are read field by field in assertions; typing every reply shape would add nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** The body of a 400 naming fields, as every such refusal answers: the first field's message, then each field's. */
export function fieldErrors(...errors: Array<{ field: string; message: string }>) {
  return { success: false, status: false, code: 'INVALID_VALUES', message: errors[0].message, errors };
}

/** A client address of its own (sent as X-Forwarded-For), so one test's rate limits do not reach another's. */
export function newClientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; token?: string; client?: string; headers?: Record<string, string>; baseUrl?: string } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.client) headers['x-forwarded-for'] = options.client;
  const response = await fetchRetryingClosed(`${options.baseUrl ?? inject('baseUrl')}${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: the raw text is the body
  }
  return { status: response.status, headers: response.headers, body: body as T };
}

/** POST /api/upload with one file as multipart/form-data. */
export async function upload(
  bytes: Buffer,
  options: { filename?: string; type?: string; field?: string; client: string; baseUrl?: string },
): Promise<Reply> {
  const form = new FormData();
  form.append(options.field ?? 'image', new Blob([bytes], { type: options.type ?? 'application/octet-stream' }), options.filename ?? 'file.bin');
  const response = await fetch(`${options.baseUrl ?? inject('baseUrl')}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': options.client },
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}
