import type { Request } from 'express';
import type { Place } from './geo-ip.service.js';

/**
 * user_IP as the spec stores it: 'ip - country-city'. Built by the server so the browser calls no third-party
 * service; country and city come from the local GeoIP database when one is configured, else read 'unknown'.
 */
export function clientAddress(request: Request, locate: (ip: string) => Place | null = () => null): string {
  const ip = (request.ip ?? 'unknown').replace(/^::ffff:/, '');
  const place = locate(ip);
  return `${ip} - ${place?.country ?? 'unknown'}-${place?.city ?? 'unknown'}`;
}
