// Live help's part of `npm run bench` (issue 30): the server's memory per idle applicant stream, and how long a staff
// answer takes to reach the applicant's open stream (POST sent to event received), with that many streams open.
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { benchFetch } from './benchFetch.mjs';

const address = (index) => `10.30.${Math.floor(index / 250) % 256}.${(index % 250) + 1}`;

async function send(url, method, path, body, headers = {}) {
  const response = await benchFetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** One applicant's open panel: a server-sent-event stream, each event's arrival time kept by message id. */
function openStream(url, token, client) {
  const arrivals = new Map();
  let resolveFirst;
  const first = new Promise((resolve) => (resolveFirst = resolve));
  const req = request(
    `${url}/api/live-help/conversations/${token}/stream`,
    { headers: { accept: 'text/event-stream', 'x-forwarded-for': client } },
    (response) => {
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        let boundary;
        while ((boundary = buffer.indexOf('\n\n')) >= 0) {
          const id = /^id: (\d+)$/m.exec(buffer.slice(0, boundary))?.[1];
          buffer = buffer.slice(boundary + 2);
          if (!id) continue;
          arrivals.set(Number(id), performance.now());
          resolveFirst();
        }
      });
    },
  );
  req.on('error', () => undefined);
  req.end();
  return { arrivals, first, close: () => req.destroy() };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Opens `connections` conversations and their streams, lets them idle, reads the server's memory, then sends
 * `answers` staff answers to conversations picked in turn (one every 20 ms) and times each to its stream.
 */
export async function liveHelpFigures(url, admin, rss, { connections, answers }) {
  const rssBefore = rss();
  const tokens = [];
  for (let index = 0; index < connections; index++) {
    const started = await send(
      url,
      'POST',
      '/api/live-help/conversations',
      { text: `Question ${index}`, context: { page: '/bench' } },
      {
        'x-forwarded-for': address(index),
      },
    );
    tokens.push(started.token);
  }
  const streams = tokens.map((token, index) => openStream(url, token, address(index)));
  await Promise.all(streams.map((stream) => stream.first));
  // Idle for a moment: what the server keeps per open stream, once the opening work is done.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssIdle = rss();
  const { token } = await send(url, 'POST', '/api/admin/auth/login', admin, { 'x-forwarded-for': '10.30.255.1' });
  const ids = (
    await send(
      url,
      'GET',
      `/api/admin/live-help?range=${encodeURIComponent(`[0,${connections - 1}]`)}&sort=${encodeURIComponent('["created_at","ASC"]')}`,
      undefined,
      {
        authorization: `Bearer ${token}`,
        'x-forwarded-for': '10.30.255.1',
      },
    )
  ).map((row) => row.id);
  const byId = new Map(ids.map((id, index) => [id, streams[index]]));
  const latencies = [];
  for (let index = 0; index < answers; index++) {
    const conversation = ids[(index * 7) % ids.length];
    const sentAt = performance.now();
    const message = await send(
      url,
      'POST',
      `/api/admin/live-help/${conversation}/messages`,
      { text: `Answer ${index}` },
      {
        authorization: `Bearer ${token}`,
        'x-forwarded-for': '10.30.255.1',
      },
    );
    const stream = byId.get(conversation);
    for (const deadline = performance.now() + 5000; !stream.arrivals.has(message.id) && performance.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    if (!stream.arrivals.has(message.id)) throw new Error(`answer ${index} did not reach its stream within 5 s`);
    latencies.push(stream.arrivals.get(message.id) - sentAt);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  for (const stream of streams) stream.close();
  latencies.sort((a, b) => a - b);
  const figures = {
    connections,
    answers,
    kbPerConnection: ((rssIdle - rssBefore) * 1024) / connections,
    rssBefore,
    rssIdle,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
  console.log(
    `  live help: ${connections} idle streams, ${figures.kbPerConnection.toFixed(1)} KB of server memory each (RSS ${Math.round(rssBefore)} → ${Math.round(rssIdle)} MB); ` +
      `answer to stream p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms (${answers} answers)`,
  );
  return figures;
}
