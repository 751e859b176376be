import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { type AppConfig, loadConfig } from '../config/app-config.js';
import { clientAddress } from './client-address.js';
import { GeoIpService } from './geo-ip.service.js';

// A MaxMind DB written here (format spec: maxmind.github.io/MaxMind-DB) knowing one network, 10.0.0.0/8, as
// Paris, France, stands for a GEOIP_DATABASE; the shipped DB-IP Lite database is read by the last tests.
const str = (text: string) => Buffer.concat([Buffer.from([(2 << 5) | Buffer.byteLength(text)]), Buffer.from(text)]);
const uint = (type: 5 | 6, value: number) => {
  const bytes: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([(type << 5) | bytes.length, ...bytes]);
};
const map = (entries: Record<string, Buffer>) =>
  Buffer.concat([Buffer.from([(7 << 5) | Object.keys(entries).length]), ...Object.entries(entries).flatMap(([key, value]) => [str(key), value])]);
const array = (items: Buffer[]) => Buffer.concat([Buffer.from([items.length, 11 - 7]), ...items]);

function cityDatabase(): Buffer {
  // IPv4 lives at ::a.b.c.d in an IPv6 tree: 96 zero bits, then the 8 bits of the /8 network.
  const path = [...Array(96).fill(0), 0, 0, 0, 0, 1, 0, 1, 0];
  const nodeCount = path.length;
  const tree = Buffer.alloc(nodeCount * 6);
  path.forEach((bit, node) => {
    const next = node + 1 < nodeCount ? node + 1 : nodeCount + 16; // the last record points at data offset 0
    tree.writeUIntBE(bit === 0 ? next : nodeCount, node * 6, 3);
    tree.writeUIntBE(bit === 1 ? next : nodeCount, node * 6 + 3, 3);
  });
  const data = map({ city: map({ names: map({ en: str('Paris') }) }), country: map({ iso_code: str('FR'), names: map({ en: str('France') }) }) });
  const metadata = map({
    binary_format_major_version: uint(5, 2),
    binary_format_minor_version: uint(5, 0),
    build_epoch: uint(6, 1_700_000_000),
    database_type: str('GeoIP2-City'),
    description: map({ en: str('test') }),
    ip_version: uint(5, 6),
    languages: array([str('en')]),
    node_count: uint(6, nodeCount),
    record_size: uint(5, 24),
  });
  return Buffer.concat([tree, Buffer.alloc(16), data, Buffer.from('ABCDEF4D61784D696E642E636F6D', 'hex'), metadata]);
}

const folder = mkdtempSync(join(tmpdir(), 'evisa-geoip-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const databasePath = join(folder, 'city.mmdb');
writeFileSync(databasePath, cityDatabase());

describe('GeoIpService', () => {
  const geoIp = new GeoIpService({ geoipDatabase: databasePath } as AppConfig);

  it('finds country and city of a known address', () => {
    expect(geoIp.locate('10.1.2.3')).toEqual({ country: 'France', city: 'Paris' });
  });

  it.each(['11.0.0.1', '::1', 'not an address', ''])('knows nothing of %j', (ip) => {
    expect(geoIp.locate(ip)).toBeNull();
  });

  it('builds user_IP as "ip - country-city", with unknown parts without a database', () => {
    const request = { ip: '::ffff:10.1.2.3' } as Request;
    expect(clientAddress(request, (ip) => geoIp.locate(ip))).toBe('10.1.2.3 - France-Paris');
    expect(clientAddress(request, (ip) => new GeoIpService({ geoipDatabase: 'none' } as AppConfig).locate(ip))).toBe('10.1.2.3 - unknown-unknown');
  });

  it('finds country and city out of the box with the shipped DB-IP Lite database, for IPv4 and IPv6', () => {
    const shipped = new GeoIpService({} as AppConfig);
    // 81.2.69.160 and 2a00:1450:4009::/48 are London addresses in the published databases.
    expect(shipped.locate('81.2.69.160')).toEqual({ country: 'United Kingdom', city: 'London' });
    expect(shipped.locate('2a00:1450:4009:81f::200e')).toMatchObject({ country: 'United Kingdom' });
    // Private addresses are in no database, and are answered without reading one.
    expect(shipped.locate('10.1.2.3')).toBeNull();
  });

  it('stops the start when GEOIP_DATABASE names no readable file', () => {
    expect(loadConfig({ GEOIP_DATABASE: 'none' }).geoipDatabase).toBe('none');
    expect(loadConfig({ GEOIP_DATABASE: databasePath }).geoipDatabase).toBe(databasePath);
    expect(() => loadConfig({ GEOIP_DATABASE: join(folder, 'missing.mmdb') })).toThrow('GEOIP_DATABASE must name a readable file');
  });
});
