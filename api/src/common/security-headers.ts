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

export interface SecurityHeaderSets {
  /** The few that guard any answer: set on every answer, a JSON reply as much as a page. */
  everyAnswer: readonly Header[];
  /** The CSP and the rest: only on an answer sent as HTML. */
  pageOnly: readonly Header[];
}

/**
 * Helmet's headers computed once at start-up, not per request (issue 31: they were built anew on each applicant
 * call): split into those for every answer and those for pages (the site, the API docs, the PayPal emulator's page).
 */
export function securityHeaderSets(options: HelmetOptions): SecurityHeaderSets {
  const all = helmetHeaders(options);
  return { everyAnswer: all.filter(([name]) => EVERY_ANSWER.has(name)), pageOnly: all.filter(([name]) => !EVERY_ANSWER.has(name)) };
}

/** The sets as middleware: every answer's headers now, the page-only ones when the answer turns out to be HTML. */
export function securityHeaders({ everyAnswer, pageOnly }: SecurityHeaderSets): RequestHandler {
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

/** For answers known to be JSON (the applicant's calls answered ahead of Express): every answer's headers only. */
export function jsonAnswerHeaders({ everyAnswer }: SecurityHeaderSets): RequestHandler {
  return (_request, response, next) => {
    for (const [name, value] of everyAnswer) response.setHeader(name, value);
    next();
  };
}
