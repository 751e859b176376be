// One load of `npm run bench`, in a process of its own so the load generator never shares the server's CPU time
// slice: autocannon with the connections and duration given, each request from an address of its own (the API's
// per-address limits stay out of the figures, as with many applicants). Without `rate` every connection sends its
// next request as soon as the last is answered (what the server can serve); with it, `rate` requests a second in
// all (what a request waits at that traffic). Prints the summary as JSON.
import { randomInt } from 'node:crypto';
import autocannon from 'autocannon';

const { url, method = 'GET', paths, body, connections, duration, rate } = JSON.parse(process.argv[2]);
let next = 0;
const result = await autocannon({
  url,
  connections,
  duration,
  ...(rate ? { overallRate: rate } : {}),
  requests: [
    {
      method,
      setupRequest: (request) => ({
        ...request,
        path: paths[next++ % paths.length],
        body,
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
        },
      }),
    },
  ],
});
process.stdout.write(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }),
);
