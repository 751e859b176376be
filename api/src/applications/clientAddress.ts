import type { Request } from 'express';

/**
 * user_IP as the spec stores it: 'ip - country-city'. Built by the server so the browser calls no third-party
 * service; no GeoIP database is shipped, so country and city read 'unknown'.
 */
export function clientAddress(request: Request): string {
  const ip = (request.ip ?? 'unknown').replace(/^::ffff:/, '');
  return `${ip} - unknown-unknown`;
}
