import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { bootForContract } from './boot-for-contract.js';

/**
 * `node dist/src/contract/write-open-api.js <file>`: writes the OpenAPI document to the file, for contract/ to
 * generate the site's and the console's types from (built from the code alone: boot-for-contract.ts).
 */
async function main(file: string): Promise<void> {
  const { document } = await bootForContract();
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
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
