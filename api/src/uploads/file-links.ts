import { createHmac, timingSafeEqual } from 'node:crypto';

/** The query of a signed file link: when it stops opening the file, and the HMAC that proves the server made it. */
export interface FileLinkQuery {
  expires: string;
  signature: string;
}

export type FileLinkCheck = { ok: true; expiresAt: number } | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

function signature(secret: string, filename: string, expiresAt: number): string {
  return createHmac('sha256', secret).update(`${filename}\n${expiresAt}`).digest('base64url');
}

/** The address of a file that opens it until `expiresAt` (seconds since 1970) and for no other file. */
export function signFileLink(secret: string, filename: string, expiresAt: number): string {
  return `/api/uploads/${filename}?expires=${expiresAt}&signature=${signature(secret, filename, expiresAt)}`;
}

/** Whether `query` is a link the server signed for `filename` that has not expired at `now` (seconds). */
export function checkFileLink(secret: string, filename: string, query: Partial<Record<keyof FileLinkQuery, unknown>>, now: number): FileLinkCheck {
  const { expires, signature: sent } = query;
  if (typeof expires !== 'string' || typeof sent !== 'string') return { ok: false, reason: 'missing' };
  if (!/^\d{1,12}$/.test(expires)) return { ok: false, reason: 'invalid' };
  const expiresAt = Number(expires);
  const expected = Buffer.from(signature(secret, filename, expiresAt));
  const given = Buffer.from(sent);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  return expiresAt > now ? { ok: true, expiresAt } : { ok: false, reason: 'expired' };
}
