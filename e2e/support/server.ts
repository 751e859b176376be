import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newDatabase, startServer as startBuiltServer, type RunningServer } from '@evisa/test-support';

export type { RunningServer } from '@evisa/test-support';
export const ADMIN = { email: 'staff-admin@e2e.example', password: 'e2e password 1234' };

// Every journey's browser is one address (loopback), and the files run side by side: at the default per-address
// limits a whole suite's saves and uploads would be refused with 429. The limits themselves are tested in api/test.
const JOURNEY_RATE_LIMITS = Object.fromEntries(
  ['GENERAL', 'CREATE', 'VIEW', 'LOOKUP', 'CONTACT', 'UPLOAD', 'PAYMENT'].map((group) => [`RATE_LIMIT_${group}`, '100000']),
);

/** The built product for the browser journeys, with its first admin and without per-address limits. */
export function startServer(env: Record<string, string>): Promise<RunningServer> {
  return startBuiltServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...JOURNEY_RATE_LIMITS, ...env });
}

/**
 * startServer with data of its own, all removed once the server has stopped: a DATA_DIR (a temporary folder) and,
 * when DATABASE_URL is set (and `env` does not name another), a new database on that server; else the embedded
 * database kept in that folder. What these journeys add (a fee, a published version) never reaches another suite.
 */
export async function startServerWithOwnData(name: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `evisa-e2e-${name}-`));
  const database = process.env.DATABASE_URL && !('DATABASE_URL' in env) ? await newDatabase(`e2e_${name.replace(/\W/g, '_')}`) : null;
  const removeData = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  try {
    const server = await startServer({ DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}), ...env });
    return {
      ...server,
      async stop(signal) {
        const code = await server.stop(signal);
        await removeData();
        return code;
      },
    };
  } catch (error) {
    await removeData();
    throw error;
  }
}
