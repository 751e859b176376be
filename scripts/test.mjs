// `npm test`: installs what is missing, makes sure a Chromium is there for the browser journeys, builds, then
// runs every workspace's suite (against DATABASE_URL when set, else the embedded PostgreSQL) and sums them up.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ensureBuilt, ensureInstalled, ROOT, run } from './prepare.mjs';

const SUITES = ['forms', 'form-ui', 'api', 'web', 'admin', 'e2e'];
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
  ensureChromium();
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

const reports = mkdtempSync(join(tmpdir(), 'evisa-test-'));
let passed = 0;
let failed = 0;
const failedSuites = [];
for (const suite of SUITES) {
  console.log(`\n=== ${suite} ===`);
  const report = join(reports, `${suite}.json`);
  const database = await suiteDatabase(suite);
  const result = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    cwd: join(ROOT, suite),
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: findChromium(), ...database.env },
  });
  await database.drop();
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    passed += summary.numPassedTests;
    failed += summary.numFailedTests;
  }
  if (result.status !== 0) failedSuites.push(suite);
}
rmSync(reports, { recursive: true, force: true });

console.log(`\nSuites failed: ${failedSuites.length ? failedSuites.join(', ') : 'none'}`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failedSuites.length ? 1 : 0);
