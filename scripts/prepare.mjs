// Plain JavaScript on purpose: `npm start` and `npm test` run this before any package (TypeScript included) is
// installed. It installs what is missing and rebuilds what changed, nothing more, so a second start is quick.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const STAMPS = join(ROOT, 'node_modules', '.cache', 'evisa-build');

/** Runs a command in the repository, streaming its output; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed${result.status === null ? ` (${result.signal})` : ` with exit code ${result.status}`}`);
  }
}

/** 1 min 5 s, 42 s: how long a phase took, for the next estimate a reader makes. */
function took(startedAt) {
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

/** `npm ci` when nothing is installed or the lock file changed since the last install. */
export function ensureInstalled() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  if (existsSync(marker) && mtime(marker) >= mtime(join(ROOT, 'package-lock.json'))) return;
  // npm prints nothing while it works: say what is happening and how long it usually takes.
  console.log(
    'Installing dependencies (npm ci): the first time only, about 3 minutes on a fast machine and up to 10 on a small, busy one (2 cores). npm prints nothing until it is done...',
  );
  const startedAt = Date.now();
  run('npm', ['ci', '--no-audit', '--no-fund']);
  console.log(`Dependencies installed in ${took(startedAt)}.`);
}

// What each workspace's build reads; a change in any of these files rebuilds it and whatever depends on it.
// @evisa/form-ui is TypeScript source the site and the console bundle: its files are inputs of both builds.
const FORM_UI = ['form-ui/src', 'form-ui/package.json'];
// `about`: how long each build takes on a small machine (2 cores), said before it starts.
const BUILDS = [
  {
    workspace: 'forms',
    about: '20 s',
    inputs: ['forms/src', 'forms/india-evisa', 'forms/package.json', 'forms/tsconfig.json', 'forms/tsconfig.build.json'],
    after: [],
  },
  { workspace: 'api', about: '1 min', inputs: ['api/src', 'api/package.json', 'api/tsconfig.json', 'api/tsconfig.build.json'], after: ['forms'] },
  // The PayPal sandbox emulator, compiled against the API's built modules; the API loads it in test mode.
  {
    workspace: 'paypal-emulator',
    about: '20 s',
    inputs: ['paypal-emulator/src', 'paypal-emulator/package.json', 'paypal-emulator/tsconfig.json', 'paypal-emulator/tsconfig.build.json'],
    after: ['api'],
  },
  // The API's OpenAPI document and the types generated from it (committed; CI checks they are current).
  {
    workspace: 'contract',
    about: '1 min',
    inputs: ['contract/generate.mjs', 'contract/package.json'],
    after: ['api', 'paypal-emulator'],
    output: 'contract/src/openapi.ts',
  },
  {
    workspace: 'web',
    about: '30 s',
    inputs: [...FORM_UI, 'web/src', 'web/index.html', 'web/public', 'web/vite.config.ts', 'web/package.json', 'web/tsconfig.json'],
    after: ['forms', 'contract'],
  },
  {
    workspace: 'admin',
    about: '1 min',
    inputs: [...FORM_UI, 'admin/src', 'admin/index.html', 'admin/public', 'admin/vite.config.ts', 'admin/package.json', 'admin/tsconfig.json'],
    after: ['forms', 'contract'],
  },
];

function listFiles(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
    entry.name === 'node_modules' || entry.name === 'dist' ? [] : listFiles(join(path, entry.name)),
  );
}

/** A fingerprint of a build's inputs: their paths and contents, plus the fingerprints of what it builds on. */
function fingerprint(build, done) {
  const hash = createHash('sha256');
  for (const file of build.inputs.flatMap((input) => listFiles(join(ROOT, input))).sort()) {
    hash.update(relative(ROOT, file)).update(readFileSync(file));
  }
  for (const dependency of build.after) hash.update(done.get(dependency));
  return hash.digest('hex');
}

/** Builds every workspace whose inputs changed since its last build (or whose output is missing). */
export function ensureBuilt() {
  mkdirSync(STAMPS, { recursive: true });
  const done = new Map();
  const startedAt = Date.now();
  let built = 0;
  for (const build of BUILDS) {
    const print = fingerprint(build, done);
    const stamp = join(STAMPS, `${build.workspace}.txt`);
    const present = existsSync(join(ROOT, build.output ?? join(build.workspace, 'dist')));
    if (!present || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== print) {
      if (built === 0) console.log('Building what changed since the last build (all of it the first time: about 4 minutes on a small machine).');
      console.log(`Building ${build.workspace} (about ${build.about})...`);
      const buildStartedAt = Date.now();
      // The product's build, whoever asks for it: vitest sets NODE_ENV=test, under which Vite builds React's
      // development code (the console 25% larger) for the tests and for an `npm start` after `npm test`.
      run('npm', ['run', 'build', '-w', build.workspace], { env: { ...process.env, NODE_ENV: 'production' } });
      writeFileSync(stamp, print);
      console.log(`Built ${build.workspace} in ${took(buildStartedAt)}.`);
      built += 1;
    }
    done.set(build.workspace, print);
  }
  if (built > 0) console.log(`Build done in ${took(startedAt)}.`);
}
