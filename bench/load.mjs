// One load of `npm run bench`, in a process of its own so the load generator never shares the server's CPU time
// slice. Each request comes from an address of its own (the API's per-address limits stay out of the figures, as
// with many applicants). Prints the summary as JSON.
//
// Without `rate`: autocannon with the connections and duration given, every connection sending its next request as
// soon as the last is answered (what the server can serve).
//
// With `rate`: `rate` requests a second in all, evenly spaced and sent whether or not earlier ones were answered
// (an open loop, as applicants arrive), over at most `connections` kept-alive connections; each latency is counted
// from the moment its request was due, so a request that waited for a free connection or for this process counts
// that wait. Not autocannon's `overallRate`: it sends each connection's share of a second back to back at the
// second's start and then idles (bursts of the whole rate at once), and corrects for coordinated omission with an
// expected interval of 1 ms instead of 1000 / rate (`Math.ceil(1 / rate)`), which records a 60 ms answer as 60
// samples from 1 to 60 ms: in one run here 1,478 answers became 139,152 samples and the rare slow answer the p99.
import { randomInt } from 'node:crypto';
import { Agent, request as send } from 'node:http';
import autocannon from 'autocannon';

const { url, method = 'GET', paths, body, connections, duration, rate } = JSON.parse(process.argv[2]);
const fromAnywhere = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** autocannon flat out: what the server answers as fast as it can. */
async function flatOut() {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method,
        setupRequest: (request) => ({
          ...request,
          path: paths[next++ % paths.length],
          body,
          headers: { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': fromAnywhere() },
        }),
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The latency below which `share` of the sorted latencies fall. */
const percentile = (sorted, share) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] : 0);

/** An open loop at `rate` requests a second: each request sent when due, timed from then. */
async function atRate() {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const interval = 1000 / rate;
  const count = Math.round(duration * rate);
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const start = performance.now();
  const one = (index) =>
    new Promise((resolve) => {
      const due = start + index * interval;
      const outgoing = send(
        `${url}${paths[index % paths.length]}`,
        { method, agent, headers: { 'content-type': 'application/json', 'x-forwarded-for': fromAnywhere() } },
        (response) => {
          response.resume();
          response.once('end', () => {
            if (response.statusCode >= 200 && response.statusCode < 300) latencies.push(performance.now() - due);
            else non2xx++;
            resolve();
          });
        },
      );
      outgoing.once('error', () => {
        errors++;
        resolve();
      });
      outgoing.end(body);
    });
  const pending = [];
  let sent = 0;
  // Every request that is due goes out; the timer's own lateness is in the latencies (counted from when it was due).
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < count && start + sent * interval <= now) pending.push(one(sent++));
      if (sent < count) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
      else resolve();
    };
    tick();
  });
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const ms = (value) => Math.round(value * 10) / 10;
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: ms(percentile(latencies, 0.5)),
    p99: ms(percentile(latencies, 0.99)),
    total: latencies.length + non2xx + errors,
    non2xx,
    errors,
  };
}

process.stdout.write(JSON.stringify(rate ? await atRate() : await flatOut()));
