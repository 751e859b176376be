import { createServer, type Socket } from 'node:net';
import { fetchRetryingClosed } from '@evisa/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A server that closes the first connection of each pair as soon as a request arrives on it, as a server ending an
// idle kept-alive connection does at the moment a client reuses it; the next connection is answered.
let connections = 0;
const server = createServer((socket: Socket) => {
  connections += 1;
  const closeThisOne = connections % 2 === 1;
  socket.once('data', () => {
    if (closeThisOne) socket.destroy();
    else socket.end('HTTP/1.1 200 OK\r\ncontent-length: 2\r\nconnection: close\r\n\r\nok');
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the tests' HTTP client", () => {
  it('sends an idempotent request once more when the server closed the connection under it', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await fetchRetryingClosed(url, { method, body: method === 'PUT' ? '{}' : undefined });
      expect([method, response.status, await response.text()]).toEqual([method, 200, 'ok']);
    }
  });

  it('never sends a POST twice', async () => {
    await expect(fetchRetryingClosed(url, { method: 'POST', body: '{}' })).rejects.toThrow('fetch failed');
    // The next connection (the one a retry would have opened) is still unused.
    connections = 0;
  });
});
