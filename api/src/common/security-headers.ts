import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import onHeaders from 'on-headers';

type Header = readonly [name: string, value: string];

// What guards any answer, a JSON reply or a file as much as a page: no content sniffing, no framing, no referrer,
// no cross-origin reads, HTTPS only. The rest of helmet's set (the CSP, the opener and agent-cluster policies, the
// old browsers' XSS and download switches) only means something for a document a browser renders.
const EVERY_ANSWER = new Set([
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

/** The headers helmet would set with these options, read once by running it on a response that only records. */
function helmetHeaders(options: HelmetOptions): Header[] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return [...headers];
}

/**
 * Helmet's headers computed once at start-up, not per request: the few that guard any answer on every answer,
 * the page-only ones (the CSP first) only on an answer sent as HTML (the site, the API docs, the PayPal
 * emulator's page). The applicant's three calls answer JSON and pay for five fixed headers, not twelve built anew.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const all = helmetHeaders(options);
  const everyAnswer = all.filter(([name]) => EVERY_ANSWER.has(name));
  const pageOnly = all.filter(([name]) => !EVERY_ANSWER.has(name));
  function addPageHeaders(this: ServerResponse) {
    const type = this.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) for (const [name, value] of pageOnly) this.setHeader(name, value);
  }
  return (_request, response, next) => {
    for (const [name, value] of everyAnswer) response.setHeader(name, value);
    onHeaders(response, addPageHeaders);
    next();
  };
}
