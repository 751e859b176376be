import { describe, expect, it } from 'vitest';
import { checkFileLink, signFileLink } from './file-links.js';

const secret = 'a'.repeat(32);
const name = '0123456789abcdef0123456789abcdef.jpg';
const queryOf = (link: string) => Object.fromEntries(new URL(link, 'http://x').searchParams);

describe('signed file links', () => {
  it('open their own file until they expire', () => {
    const query = queryOf(signFileLink(secret, name, 1000));
    expect(checkFileLink(secret, name, query, 999)).toEqual({ ok: true, expiresAt: 1000 });
    expect(checkFileLink(secret, name, query, 1000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('open no other file, and no longer expiry, and nothing under another key', () => {
    const query = queryOf(signFileLink(secret, name, 1000));
    expect(checkFileLink(secret, 'ffffffffffffffffffffffffffffffff.jpg', query, 10)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkFileLink(secret, name, { ...query, expires: '2000' }, 10)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkFileLink('b'.repeat(32), name, query, 10)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkFileLink(secret, name, {}, 10)).toEqual({ ok: false, reason: 'missing' });
    expect(checkFileLink(secret, name, { expires: '1e3', signature: query.signature }, 10)).toEqual({ ok: false, reason: 'invalid' });
  });
});
