import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.js';
import { createLogger } from '../common/logging.js';
import { loadConfig } from '../config/app-config.js';
import { startEmbeddedPostgres } from '../database/embedded-postgres.js';
import { openApiDocument } from './open-api-document.js';

/**
 * `node dist/src/contract/write-open-api.js <file>`: writes the OpenAPI document to the file, for contract/ to
 * generate the site's and the console's types from. The whole app is built (Nest documents only what it has
 * instantiated) on a throwaway embedded database, with the default configuration, so the document depends on the
 * code alone and never on the machine's environment.
 */
async function main(file: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'evisa-openapi-'));
  const embedded = await startEmbeddedPostgres(dataDir);
  try {
    const app = await createApp(loadConfig({ DATA_DIR: dataDir }), { url: embedded.url, embedded: true }, createLogger('error'));
    writeFileSync(file, `${JSON.stringify(openApiDocument(app), null, 2)}\n`);
    await app.close();
  } finally {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const [file] = process.argv.slice(2);
if (!file) {
  process.stderr.write('Usage: write-open-api <file>\n');
  process.exit(2);
}
main(file).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
