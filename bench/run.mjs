// `npm run bench`: every figure of bench/results.md, measured in one run on this machine, and the goals of issues
// 31 and 27 with their baselines beside them. Loopback only; the servers are built products started as `npm start` runs
// them, each in its own process, load from another (bench/load.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureBuilt, ensureInstalled, ROOT } from '../scripts/prepare.mjs';
import { browserMetrics } from './browser.mjs';
import { BASELINE_SECONDS, editorFigures, HEALTH_RATE, VIEW_RATE } from './editor.mjs';
import { liveHelpFigures } from './liveHelp.mjs';
import { benchFetch } from './benchFetch.mjs';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = 3;
const WARM_UP_SECONDS = 2;
const APPLICATIONS = 100;
// How long /api/health and View-application are loaded while an editor saves, checks and publishes.
const EDITOR_SECONDS = Number(process.env.BENCH_EDITOR_SECONDS ?? 60);
// `BENCH_ONLY=editor npm run bench`: that figure alone, printed and not written to results.md.
const ONLY_EDITOR = process.env.BENCH_ONLY === 'editor';
// Live help: idle applicant streams held open, and staff answers timed to them. `BENCH_ONLY=live-help npm run bench`:
// that figure alone, printed and not written to results.md (BENCH_LIVE_HELP_CONNECTIONS for a quick small check).
const ONLY_LIVE_HELP = process.env.BENCH_ONLY === 'live-help';
// `BENCH_ONLY=api npm run bench`: the API table (View, update, create beside the ceiling) on DATABASE_URL alone,
// printed and not written to results.md: the quick A/B of a change to those paths.
const ONLY_API = process.env.BENCH_ONLY === 'api';
// `BENCH_ONLY=memory npm run bench`: the server's memory alone, under the same API load as the full run (without the
// ceilings, which load other processes), printed and not written to results.md.
const ONLY_MEMORY = process.env.BENCH_ONLY === 'memory';
const LIVE_HELP = {
  connections: Number(process.env.BENCH_LIVE_HELP_CONNECTIONS ?? 500),
  answers: Number(process.env.BENCH_LIVE_HELP_ANSWERS ?? 200),
};
const ADMIN = { email: 'bench@bench.example', password: 'bench admin password of the editor figure' };

ensureInstalled();
ensureBuilt();
const { createFormValidator, indiaEvisa, indiaEvisaFiles, queryForm } = await import('@evisa/forms');
const { validApplication, validStep1 } = await import('@evisa/forms/fixtures');
const form = queryForm(indiaEvisa);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// The API's Node.js flags, as `npm start` passes them (api/package.json: its heap's bound).
const API_NODE_FLAGS = JSON.parse(readFileSync(join(ROOT, 'api/package.json'), 'utf8'))
  .scripts.start.split(' ')
  .filter((word) => word.startsWith('--'));

// /proc counts CPU time in clock ticks of 10 ms (USER_HZ 100).
const TICK_MS = 10;

/** A process's CPU time (user and system) in ms, from /proc/<pid>/stat. */
function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

// The database the API and the plain reference use (DATABASE_URL), whose sessions' CPU time the bench counts.
const BENCH_DATABASE = process.env.DATABASE_URL ? decodeURIComponent(new URL(process.env.DATABASE_URL).pathname.slice(1)) : null;

/**
 * The CPU time of PostgreSQL's work for the bench, in ms: the server's own processes (WAL writer, checkpointer and
 * the rest, which work for every database) and the sessions and autovacuum workers of BENCH_DATABASE, not other
 * databases' (a process's title, /proc/<pid>/cmdline, names its database: 'postgres: 15/main: user db host(port) …').
 */
function postgresCpuMs() {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const database = /^postgres: [^:]+: (?:autovacuum worker (\S+)|\S+ (\S+) (?:\S+\(\d+\)|\[local\]))/.exec(title);
      if (database && (database[1] ?? database[2]) !== BENCH_DATABASE) continue;
      total += cpuMsOf(entry);
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

/** A Node process listening on loopback, ready once `ready` answers 2xx. */
async function startProcess(script, env, ready, nodeFlags = []) {
  const port = await freePort();
  // BENCH_PROFILE=<folder>: each server writes a CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  // BENCH_SERVER_LOG=<file>: the servers' logs appended there (discarded otherwise, as the figures are taken).
  const log = process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'a') : 'ignore';
  const child = spawn(process.execPath, [...nodeFlags, ...profile, script], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 90_000; ;) {
    if (child.exitCode !== null) throw new Error(`${script} stopped during start-up:\n${errors}`);
    if (Date.now() > deadline) throw new Error(`${script} did not start in time:\n${errors}`);
    try {
      if ((await fetch(`${url}${ready}`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid,
    /** CPU time the server process has used (user and system), in ms. */
    cpuMs: () => cpuMsOf(child.pid),
    /** Resident memory of the server process, in MB (the embedded database runs inside it). */
    rss: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024,
    stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')))),
    /** Why the process ended, if it did within a second: its exit and the end of what it wrote on stderr. */
    ended: async () => {
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 1000))]);
      return child.exitCode !== null || child.signalCode ? `exit ${child.exitCode ?? child.signalCode}: ${errors.slice(-2000)}` : null;
    },
  };
}

function load(options) {
  const result = spawnSync(process.execPath, [join(ROOT, 'bench/load.mjs'), JSON.stringify({ connections: CONNECTIONS, ...options })], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`load failed: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

/**
 * One measured run (after a warm-up when asked); a run with any non-2xx answer or error is not a valid figure.
 * With `server` (a started process), also the CPU time per request of that server and of PostgreSQL's processes.
 */
function measure(name, options, warmUp = true, server = null) {
  if (warmUp) load({ ...options, duration: WARM_UP_SECONDS });
  const before = server && { server: server.cpuMs(), postgres: postgresCpuMs() };
  const result = load({ ...options, duration: SECONDS });
  if (result.non2xx || result.errors) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors of ${result.total}`);
  if (before) result.cpu = { server: (server.cpuMs() - before.server) / result.total, postgres: (postgresCpuMs() - before.postgres) / result.total };
  const cpu = result.cpu ? `; CPU per request ${result.cpu.server.toFixed(2)} ms, PostgreSQL's ${result.cpu.postgres.toFixed(2)} ms` : '';
  console.log(`  ${name}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms${cpu}`);
  return result;
}

const address = () => `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
async function send(url, method, path, body, from = address()) {
  const response = await benchFetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
  const reply = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(reply)}`);
  return reply;
}

const step3 = Object.fromEntries(
  form.step('step3').fields.flatMap(({ name }) => (name in validApplication() ? [[name, validApplication()[name]]] : [])),
);

/**
 * The API on one database beside the bare ceiling: requests/s, latencies and memory. The ceiling is measured right
 * before each endpoint (both servers running, one loaded at a time), so that a change in the machine's load
 * between figures does not bend the ratios.
 */
async function apiFigures(database, env) {
  console.log(`API on ${database}`);
  const bare = await startProcess(join(ROOT, 'bench/bareServer.mjs'), {}, '/bare/constant');
  const dataDir = mkdtempSync(join(tmpdir(), 'evisa-bench-'));
  const api = await startProcess(
    join(ROOT, 'api/dist/src/main.js'),
    // Each live-help conversation is started from an address of its own: the HELP limit is per address.
    { ...env, DATA_DIR: dataDir, TRUST_PROXY: 'loopback', SMTP_URL: '', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    '/api/health',
    API_NODE_FLAGS,
  );
  // The plain node:http + pg reference needs a PostgreSQL server (the embedded database lives inside the API).
  const plain = env.DATABASE_URL ? await startProcess(join(ROOT, 'bench/plainServer.mjs'), { DATABASE_URL: env.DATABASE_URL }, '/health') : null;
  const stopAll = () => Promise.all([api.stop(), bare.stop(), plain?.stop()]);
  try {
    const skuIds = [];
    for (let index = 0; index < APPLICATIONS; index++) {
      const created = await send(api.url, 'POST', '/api/india/create-application', validStep1());
      skuIds.push(created.data.sku_id);
      await send(api.url, 'PUT', `/api/india/update-application/${created.data.sku_id}`, step3);
    }
    if (ONLY_LIVE_HELP) {
      const liveHelp = await liveHelpFigures(api.url, ADMIN, api.rss, LIVE_HELP);
      await Promise.all([api.stop(), bare.stop()]);
      rmSync(dataDir, { recursive: true, force: true });
      return { liveHelp };
    }
    if (ONLY_EDITOR) {
      const editor = await editorFigures(api.url, ADMIN, skuIds, indiaEvisaFiles, EDITOR_SECONDS);
      await stopAll();
      rmSync(dataDir, { recursive: true, force: true });
      return { editor };
    }
    const rssBefore = api.rss();
    if (ONLY_MEMORY) {
      await memoryFigures(api, skuIds, rssBefore);
      await stopAll();
      rmSync(dataDir, { recursive: true, force: true });
      return {};
    }
    // Rounds of (ceiling, endpoint), the round of the median share kept: a burst of other work on the machine
    // during one figure bends one round, not the result.
    // With `reference`, the plain node:http + pg server does the same work in each round too.
    const besideCeiling = (name, options, reference = false) => {
      const rounds = Array.from({ length: ROUNDS }, (_, round) => {
        const ceiling = measure('bare NestJS endpoint', { url: bare.url, paths: ['/bare/constant'] }, round === 0);
        const plainResult = reference && plain ? measure('plain node:http + pg', { url: plain.url, ...options }, round === 0, plain) : null;
        const result = measure(name, { url: api.url, ...options }, round === 0, api);
        return { ...result, ceiling, plain: plainResult, share: result.requestsPerSecond / ceiling.requestsPerSecond };
      }).sort((a, b) => a.share - b.share);
      return { ...rounds[Math.floor(ROUNDS / 2)], shares: rounds.map((round) => round.share) };
    };
    const view = besideCeiling('View-application', { paths: skuIds.map((id) => `/api/india/View-application/${id}`) }, true);
    const update = besideCeiling(
      'update-application, all of step 3',
      { method: 'PUT', paths: skuIds.map((id) => `/api/india/update-application/${id}`), body: JSON.stringify(step3) },
      true,
    );
    const create = besideCeiling('create-application', {
      method: 'POST',
      paths: ['/api/india/create-application'],
      body: JSON.stringify(validStep1()),
    });
    if (ONLY_API) {
      await stopAll();
      rmSync(dataDir, { recursive: true, force: true });
      return { database, onServer: Boolean(env.DATABASE_URL), view, update, create };
    }
    await loadGeoIp(api.url);
    const rssAfter = api.rss();
    const liveHelp = await liveHelpFigures(api.url, ADMIN, api.rss, LIVE_HELP);
    // Last: its publishing changes the version new applications start on.
    const editor = await editorFigures(api.url, ADMIN, skuIds, indiaEvisaFiles, EDITOR_SECONDS);
    console.log(`  server memory (RSS): ${Math.round(rssBefore)} MB before, ${Math.round(rssAfter)} MB after`);
    await Promise.all([bare.stop(), plain?.stop()]);
    return { database, onServer: Boolean(env.DATABASE_URL), view, update, create, editor, liveHelp, rssBefore, rssAfter, api, dataDir };
  } catch (error) {
    // A server that died mid-run says why (its stderr is not shown otherwise).
    const ended = await api.ended();
    await stopAll();
    throw ended ? new Error(`the API on ${database} stopped: ${ended}`, { cause: error }) : error;
  }
}

/** GeoIP loaded as real traffic loads it (the bench's own addresses are private): a create from a public address of each family. */
async function loadGeoIp(url) {
  for (const from of ['81.2.69.142', '2a02:26f0:fe::5']) await send(url, 'POST', '/api/india/create-application', validStep1(), from);
}

/** What the full run's API load does to the server's memory: its rounds on the three endpoints, then GeoIP loaded. */
async function memoryFigures(api, skuIds, rssBefore) {
  const split = () => {
    const rollup = readFileSync(`/proc/${api.pid}/smaps_rollup`, 'utf8');
    const mb = (field) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(rollup)[1]) / 1024);
    const threads = /Threads:\s+(\d+)/.exec(readFileSync(`/proc/${api.pid}/status`, 'utf8'))[1];
    return `${Math.round(api.rss())} MB (anonymous ${mb('Anonymous')}, file-backed ${mb('Rss') - mb('Anonymous')}; ${threads} threads)`;
  };
  console.log(`  RSS before the load: ${split()}`);
  const endpoints = {
    'View-application': { paths: skuIds.map((id) => `/api/india/View-application/${id}`) },
    'update-application': { method: 'PUT', paths: skuIds.map((id) => `/api/india/update-application/${id}`), body: JSON.stringify(step3) },
    'create-application': { method: 'POST', paths: ['/api/india/create-application'], body: JSON.stringify(validStep1()) },
  };
  for (const [name, options] of Object.entries(endpoints)) {
    for (let round = 0; round < ROUNDS; round++) measure(name, { url: api.url, ...options }, round === 0);
  }
  console.log(`  RSS after the load: ${split()}`);
  await loadGeoIp(api.url);
  console.log(`  RSS after the load and GeoIP (the full run's 'after'): ${split()}; ${Math.round(rssBefore)} MB before`);
}

/**
 * Microseconds per full-application validation (every step against the whole application), as the API runs it:
 * the median of ten batches of 200 ms, so that a moment of other work on the machine does not make the figure.
 */
function validationMicroseconds() {
  const validator = createFormValidator(indiaEvisa);
  const application = validApplication();
  const now = new Date();
  for (let index = 0; index < 500; index++) validator.incompleteSteps(application, now);
  const batches = Array.from({ length: 10 }, () => {
    let runs = 0;
    const start = performance.now();
    while (performance.now() - start < 200) {
      if (validator.incompleteSteps(application, now).length) throw new Error('the fixture application is not valid');
      runs++;
    }
    return ((performance.now() - start) * 1000) / runs;
  });
  return batches.sort((a, b) => a - b)[5];
}

if (ONLY_LIVE_HELP) {
  console.log(`Live help (load average ${loadavg()[0].toFixed(1)} at the start)`);
  await apiFigures(process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database', {
    DATABASE_URL: process.env.DATABASE_URL ?? '',
  });
  process.exit(0);
}

if (ONLY_MEMORY) {
  console.log(`Server memory (load average ${loadavg()[0].toFixed(1)} at the start)`);
  await apiFigures(process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database', {
    DATABASE_URL: process.env.DATABASE_URL ?? '',
  });
  process.exit(0);
}

if (ONLY_EDITOR) {
  console.log(`Editor at work (load average ${loadavg()[0].toFixed(1)} at the start)`);
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database';
  await apiFigures(database, { DATABASE_URL: process.env.DATABASE_URL ?? '' });
  console.log(`load average ${loadavg()[0].toFixed(1)} at the end`);
  process.exit(0);
}

/** The API table's rows (header included): each endpoint's figures beside the ceiling and the plain reference. */
function apiRows(runs) {
  const rows = [
    '| database | endpoint | req/s | p50 ms | p99 ms | bare ceiling just before: req/s, p50, p99 | share of the ceiling (every round) | plain node:http + pg in the same round: req/s, p99, share of the ceiling | share of the plain reference | CPU per request: the server, PostgreSQL (the plain reference) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const run of runs) {
    for (const [what, label] of [
      ['view', 'GET View-application'],
      ['update', 'PUT update-application (all of step 3)'],
      ['create', 'POST create-application'],
    ]) {
      const { requestsPerSecond, p50, p99, ceiling, plain, cpu } = run[what];
      // PostgreSQL's processes are the database's only on a server; the embedded one runs inside the API's.
      const cpuOf = (figures) =>
        run.onServer ? `${figures.server.toFixed(2)}, ${figures.postgres.toFixed(2)} ms` : `${figures.server.toFixed(2)} ms`;
      const cpuCell = `${cpuOf(cpu)}${plain ? ` (${cpuOf(plain.cpu)})` : ''}`;
      const reference = plain
        ? [
            `${Math.round(plain.requestsPerSecond)}, ${plain.p99} ms, ${((100 * plain.requestsPerSecond) / ceiling.requestsPerSecond).toFixed(1)}%`,
            `${((100 * requestsPerSecond) / plain.requestsPerSecond).toFixed(1)}%`,
          ]
        : ['—', '—'];
      rows.push(
        `| ${run.database} | ${label} | ${Math.round(requestsPerSecond)} | ${p50} | ${p99} | ${Math.round(ceiling.requestsPerSecond)}, ${ceiling.p50} ms, ${ceiling.p99} ms | ${((100 * requestsPerSecond) / ceiling.requestsPerSecond).toFixed(1)}% (${run[what].shares.map((share) => (100 * share).toFixed(1)).join(', ')}) | ${reference.join(' | ')} | ${cpuCell} |`,
      );
    }
  }
  return rows;
}

if (ONLY_API) {
  if (!process.env.DATABASE_URL) throw new Error('BENCH_ONLY=api measures on PostgreSQL: set DATABASE_URL');
  console.log(`API alone (load average ${loadavg()[0].toFixed(1)} at the start)`);
  const run = await apiFigures('PostgreSQL (DATABASE_URL)', { DATABASE_URL: process.env.DATABASE_URL });
  console.log(`\n${apiRows([run]).join('\n')}\n\nload average ${loadavg()[0].toFixed(1)} at the end (not written to results.md)`);
  process.exit(0);
}

const loadAtStart = loadavg()[0];
const runs = [];
const validation = validationMicroseconds();
console.log(`Validation: ${validation.toFixed(1)} µs per full application`);
// BENCH_SKIP_EMBEDDED=1 (with DATABASE_URL): PostgreSQL alone, where the goals are read.
if (!(process.env.BENCH_SKIP_EMBEDDED && process.env.DATABASE_URL)) runs.push(await apiFigures('the embedded database', { DATABASE_URL: '' }));
let browser;
if (process.env.DATABASE_URL) {
  if (runs[0]) {
    await runs[0].api.stop();
    rmSync(runs[0].dataDir, { recursive: true, force: true });
  }
  runs.push(await apiFigures('PostgreSQL (DATABASE_URL)', { DATABASE_URL: process.env.DATABASE_URL }));
}
const last = runs.at(-1);
try {
  console.log('Browser (headless Chromium)');
  browser = await browserMetrics(last.api.url, form);
} finally {
  await last.api.stop();
  rmSync(last.dataDir, { recursive: true, force: true });
}

// ----- results.md -----
const percent = (run, what) => (100 * run[what].requestsPerSecond) / run[what].ceiling.requestsPerSecond;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const lines = [
  '# Benchmark results',
  '',
  `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${cpus().length} × ${cpus()[0]?.model.trim()}, ` +
    `${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}. Load from a separate process (autocannon), ${CONNECTIONS} connections, ` +
    `${ROUNDS} rounds of ${SECONDS} s on the bare ceiling then ${SECONDS} s on the endpoint (after a ${WARM_UP_SECONDS} s warm-up of each), the round ` +
    `with the median share shown (all the shares in the last column), every request from an address of its own (as many applicants); the server ` +
    "runs as `npm start` runs it (LOG_LEVEL info, logs discarded), on loopback. The machine's load average (1 min) " +
    `was ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end: other work on it shares the cores with every figure.`,
  '',
  '## API',
  '',
];
lines.push(...apiRows(runs));
lines.push(
  '',
  '### While an editor saves, checks and publishes a 1.2 MB definition',
  '',
  `${EDITOR_SECONDS} s of applicants' traffic, /api/health at ${HEALTH_RATE} requests a second (5 connections) and View-application at ${VIEW_RATE} (20), while an editor repeats: new draft, save the definition with five lists of 4,990 entries, check, publish. The same traffic for ${BASELINE_SECONDS} s just before, without the editor, is the last column. Fixed rates below what the server answers flat out (at full speed the connections keep its queue full and a p99 measures the queue, not the editor), each request sent when due, evenly spaced, and timed from then (bench/load.mjs).`,
  '',
  '| database | definition | cycles | save, check, publish (medians) | /api/health p50, p99 | View-application p50, p99 | without the editor: /api/health, View-application p99 |',
  '| --- | --- | --- | --- | --- | --- | --- |',
);
for (const { database, editor } of runs) {
  lines.push(
    `| ${database} | ${(editor.size / 1e6).toFixed(1)} MB | ${editor.cycles} | ${Math.round(editor.save)}, ${Math.round(editor.check)}, ${Math.round(editor.publish)} ms | ${editor.health.p50}, ${editor.health.p99} ms | ${editor.view.p50}, ${editor.view.p99} ms | ${editor.alone.health.p99}, ${editor.alone.view.p99} ms |`,
  );
}
lines.push(
  '',
  '### Live help',
  '',
  `${LIVE_HELP.connections} applicant streams (server-sent events) held open and idle; then ${LIVE_HELP.answers} staff answers, one every 20 ms to conversations in turn, each timed from its POST to its event on the applicant's stream. Memory per stream: the server's RSS with them idle, less before, divided by their number.`,
  '',
  '| database | idle streams | server memory per stream | RSS before, idle | answer to stream p50, p99 |',
  '| --- | --- | --- | --- | --- |',
);
for (const { database, liveHelp } of runs) {
  lines.push(
    `| ${database} | ${liveHelp.connections} | ${liveHelp.kbPerConnection.toFixed(1)} KB | ${Math.round(liveHelp.rssBefore)}, ${Math.round(liveHelp.rssIdle)} MB | ${liveHelp.p50.toFixed(1)}, ${liveHelp.p99.toFixed(1)} ms |`,
  );
}
lines.push('', '| database | server RSS before | after |', '| --- | --- | --- |');
for (const run of runs) lines.push(`| ${run.database} | ${Math.round(run.rssBefore)} MB | ${Math.round(run.rssAfter)} MB |`);
lines.push(
  '',
  '## Validation',
  '',
  `${validation.toFixed(1)} µs per full application (every step checked against the whole valid application, createFormValidator().incompleteSteps; median of ten 200 ms batches).`,
  '',
  '## Browser (headless Chromium)',
  '',
  '| measure | value |',
  '| --- | --- |',
  `| first-load JavaScript of / (gzip) | ${kb(browser.javascript['/'])} |`,
  `| first-load JavaScript of /Apply (gzip) | ${kb(browser.javascript['/Apply'])} |`,
  `| first-load JavaScript of the console /admin (gzip) | ${kb(browser.javascript['/admin'])} |`,
  `| first load on the wire (every response body as sent): /, /Apply, /admin | ${kb(browser.wire['/'])}, ${kb(browser.wire['/Apply'])}, ${kb(browser.wire['/admin'])} |`,
  `| text responses above 1 KB sent uncompressed | ${browser.uncompressed.join(', ') || 'none'} |`,
  `| navigation to an interactive step 1 (median of ${browser.interactiveRuns}) | ${Math.round(browser.interactive)} ms |`,
  `| keystroke to paint, p95, ${browser.largestStep} (${browser.samples} keys) | ${browser.keystroke[1].toFixed(1)} ms |`,
  `| the same with 4x CPU slowdown | ${browser.keystroke[4].toFixed(1)} ms |`,
);

// The goals of issues 31 (the API, first load, memory) and 27 (while an editor works), against PostgreSQL when
// DATABASE_URL is set; baselines are the issues' figures when they were written.
const goalRun = runs.at(-1);
const onPostgres = goalRun.database.startsWith('PostgreSQL');
const goals = [
  ['View-application ≥ 50% of the bare ceiling', percent(goalRun, 'view'), '%', 50, '≥', '19.0-19.6%', 19.3],
  ['update (all of step 3) ≥ 25% of the ceiling', percent(goalRun, 'update'), '%', 25, '≥', '11.7-11.8%', 11.75],
  ['create-application ≥ 25% of the ceiling', percent(goalRun, 'create'), '%', 25, '≥', '11.4-12.7%', 12],
  ['View-application p99 < 60 ms', goalRun.view.p99, ' ms', 60, '<', '164-184 ms', 174],
  ['update p99 < 120 ms', goalRun.update.p99, ' ms', 120, '<', '233-244 ms', 238],
  ['create p99 < 120 ms', goalRun.create.p99, ' ms', 120, '<', '219-247 ms', 233],
  ['/api/health p99 < 50 ms while an editor saves, checks and publishes 1.2 MB', goalRun.editor.health.p99, ' ms', 50, '<', 'blocked 4.4-6 s', 6000],
  [
    'View-application p99 < 50 ms while an editor saves, checks and publishes 1.2 MB',
    goalRun.editor.view.p99,
    ' ms',
    50,
    '<',
    'blocked 4.4-6 s',
    6000,
  ],
  [
    `live help: answer to an applicant's stream p99 < 100 ms with ${LIVE_HELP.connections} idle streams`,
    goalRun.liveHelp.p99,
    ' ms',
    100,
    '<',
    'not stated',
    null,
  ],
  ['full-application validation < 100 µs', validation, ' µs', 100, '<', 'not stated', null],
  ['first-load JavaScript of /Apply ≤ 150 KB gzip', browser.javascript['/Apply'] / 1024, ' KB', 150, '≤', '206.7 KB', 206.7],
  ['text responses above 1 KB sent uncompressed: none', browser.uncompressed.length, '', 0, '≤', '684 KB of /Apply uncompressed', null],
  ['keystroke p95 < 16 ms (normal CPU)', browser.keystroke[1], ' ms', 16, '<', 'not stated', null],
  ['keystroke p95 < 50 ms (4x CPU slowdown)', browser.keystroke[4], ' ms', 50, '<', 'not stated', null],
  ['server RSS after the run < 300 MB', goalRun.rssAfter, ' MB', 300, '<', '170 MB idle + 55-68 MB per GeoIP file', 293],
];
// What limits a missed goal, written by hand after a run (bench/notes.md), goes before the closing table.
const notesFile = join(ROOT, 'bench/notes.md');
if (existsSync(notesFile)) lines.push('', readFileSync(notesFile, 'utf8').trim());
lines.push(
  '',
  `## Goals (${onPostgres ? 'API figures against PostgreSQL' : 'API figures against the embedded database: DATABASE_URL was not set'})`,
  '',
  'ratio: the measured figure against the baseline, above 1 meaning better (for a time or a size, baseline ÷ measured).',
  '',
  '| goal | measured | baseline | ratio | met |',
  '| --- | --- | --- | --- | --- |',
);
for (const [goal, value, unit, limit, comparison, baseline, baselineValue] of goals) {
  const met = comparison === '≥' ? value >= limit : comparison === '≤' ? value <= limit : value < limit;
  const ratio = baselineValue === null ? '—' : `${(comparison === '≥' ? value / baselineValue : baselineValue / value).toFixed(2)}`;
  lines.push(`| ${goal} | ${value.toFixed(1)}${unit} | ${baseline} | ${ratio} | ${met ? 'yes' : 'no'} |`);
}
const table = lines.slice(lines.indexOf('| goal | measured | baseline | ratio | met |')).join('\n');
writeFileSync(join(ROOT, 'bench/results.md'), `${lines.join('\n')}\n`);
console.log(`\n${table}\n\nWritten to bench/results.md`);
