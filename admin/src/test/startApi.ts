import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Handler = (request: ReceivedRequest, response: ServerResponse) => void;

export const sendJson = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

/**
 * A real HTTP server standing in for the API, so tests see the requests the app really sends.
 * The app calls same-origin paths (`/api/...`); Node's fetch has no page origin, so relative URLs are
 * resolved against this server the way a browser resolves them against the page.
 */
export const startApi = async (handler: Handler) => {
  const requests: ReceivedRequest[] = [];
  const server = createServer((incoming, response) => {
    let body = '';
    incoming.setEncoding('utf8');
    incoming.on('data', (chunk: string) => (body += chunk));
    incoming.on('end', () => {
      const request = { method: incoming.method ?? '', url: incoming.url ?? '', headers: incoming.headers, body };
      requests.push(request);
      handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const nativeFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL, init?: RequestInit) => nativeFetch(new URL(input, origin), init));

  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { origin, requests, close };
};
