import { readFileSync } from 'node:fs';
import { Inject, Injectable } from '@nestjs/common';
import { type CityResponse, Reader } from 'maxmind';
import { APP_CONFIG, type AppConfig } from '../config/appConfig.js';

export interface Place {
  country: string;
  city: string;
}

/** Country and city of an address from a local MaxMind-format database (GEOIP_DATABASE); no network call. */
@Injectable()
export class GeoIpService {
  private readonly reader: Reader<CityResponse> | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.reader = config.geoipDatabase ? new Reader<CityResponse>(readFileSync(config.geoipDatabase)) : null;
  }

  /** Null without a database, for an address it does not know, or for text that is not an address. */
  locate(ip: string): Place | null {
    if (!this.reader) return null;
    let found: CityResponse | null;
    try {
      found = this.reader.get(ip);
    } catch {
      return null;
    }
    if (!found) return null;
    return { country: found.country?.names.en ?? 'unknown', city: found.city?.names.en ?? 'unknown' };
  }
}
