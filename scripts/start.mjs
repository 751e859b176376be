// `npm start`: installs what is missing, builds what changed, then runs the server (migrations apply at start-up).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, ROOT } from './prepare.mjs';

try {
  ensureInstalled();
  ensureBuilt();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

console.log(
  'Starting the server: it applies the database migrations first (a few seconds; on the embedded database the first start takes up to a minute), then says "Ready" with its addresses.',
);
const server = spawn(process.execPath, [join(ROOT, 'api/dist/src/main.js')], { cwd: ROOT, stdio: 'inherit' });
// Ctrl-C reaches the server too (same process group); this process only waits for it to finish cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
