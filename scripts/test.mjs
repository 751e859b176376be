// `npm test`: installs what is missing, makes sure a Chromium is there when the browser journeys run, builds, then
// runs every workspace's suite, or those named (`npm test -- api e2e`), against DATABASE_URL when set, else the
// embedded PostgreSQL, and sums them up.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { ensureBuilt, ensureInstalled, ROOT, run } from './prepare.mjs';

const ALL_SUITES = ['forms', 'form-ui', 'api', 'web', 'admin', 'e2e'];
// `npm test -- api e2e`: those suites alone (CI's second Node.js line runs the ones whose code runs on Node.js).
const SUITES = process.argv.length > 2 ? process.argv.slice(2) : ALL_SUITES;
const unknown = SUITES.filter((suite) => !ALL_SUITES.includes(suite));
if (unknown.length) {
  console.error(`No such suite: ${unknown.join(', ')} (the suites: ${ALL_SUITES.join(', ')})`);
  process.exit(1);
}
// Suites that start the server get a database of their own, so one suite's data (its first admin account, say)
// never changes what another sees.
const DATABASE_SUITES = new Set(['api', 'admin', 'e2e']);

function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((path) => existsSync(path));
}

function ensureChromium() {
  if (findChromium()) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log('Installing Chromium for the browser tests (apt-get install chromium)...');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (findChromium()) return;
  }
  console.error('The browser tests need Chromium. Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH.');
  process.exit(1);
}

try {
  ensureInstalled();
  if (SUITES.includes('e2e')) ensureChromium();
  ensureBuilt();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

/** With DATABASE_URL: a fresh database `<name>_<suite>` on the same server, dropped again by the returned function. */
async function suiteDatabase(suite) {
  if (!process.env.DATABASE_URL || !DATABASE_SUITES.has(suite)) return { env: {}, drop: async () => {} };
  const { default: pg } = await import('pg');
  const url = new URL(process.env.DATABASE_URL);
  const name = `${url.pathname.slice(1) || 'evisa'}_${suite}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

if (!process.env.DATABASE_URL) {
  console.log(
    'Note: without DATABASE_URL the two-replica tests (api/test/replicas.test.ts) do not run: two API processes need one PostgreSQL server.',
  );
}

// Where Vitest starts to say what went wrong: its sections for failed files and tests and for errors outside any
// test, a file marked FAIL, a worker it lost or could not stop. (Errors the tests log on purpose match none.)
const TROUBLE = /⎯ (Failed Suites|Failed Tests|Unhandled Errors?) |^\s*FAIL\s|\[vitest|timed out/;

/** The part of a failed suite's output that says why: from its first sign of trouble, else its last lines. */
function whyFailed(tail) {
  const lines = stripVTControlCharacters(tail).split('\n');
  const first = lines.findIndex((line) => TROUBLE.test(line));
  return (first === -1 ? lines.slice(-40) : lines.slice(first, first + 80)).join('\n');
}

/**
 * Runs one suite, its output streamed as it comes; resolves to its exit code and the end of its output, kept so that
 * the summary can say why a suite failed (a CI log shows its last lines, long after the suite's own report).
 */
function runSuite(suite, args, env) {
  const OUTPUT_KEPT = 200_000;
  return new Promise((resolve) => {
    const child = spawn('npx', args, { cwd: join(ROOT, suite), stdio: ['inherit', 'pipe', 'pipe'], env });
    let tail = '';
    const keep = (chunk, stream) => {
      stream.write(chunk);
      tail = (tail + chunk.toString()).slice(-OUTPUT_KEPT);
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    child.on('close', (code, signal) => resolve({ code: code ?? signal, tail }));
  });
}

const reports = mkdtempSync(join(tmpdir(), 'evisa-test-'));
let passed = 0;
let failed = 0;
const failedSuites = [];
for (const suite of SUITES) {
  console.log(`\n=== ${suite} ===`);
  const report = join(reports, `${suite}.json`);
  const database = await suiteDatabase(suite);
  const result = await runSuite(suite, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    ...process.env,
    CHROME_PATH: findChromium(),
    ...database.env,
  });
  await database.drop();
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    passed += summary.numPassedTests;
    failed += summary.numFailedTests;
  }
  if (result.code !== 0) failedSuites.push({ suite, code: result.code, why: whyFailed(result.tail) });
}
rmSync(reports, { recursive: true, force: true });

for (const { suite, code, why } of failedSuites) console.log(`\n--- ${suite} failed (exit ${code}) ---\n${why}`);
console.log(`\nSuites failed: ${failedSuites.length ? failedSuites.map(({ suite }) => suite).join(', ') : 'none'}`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failedSuites.length ? 1 : 0);
