import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer as startBuiltServer, type RunningServer } from '@evisa/test-support';

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
 * startServer on a DATA_DIR of its own, a temporary folder removed once the server has stopped: on DATABASE_URL
 * when set (and `env` does not empty it), else on the embedded database kept in that folder.
 */
export async function startServerWithOwnData(name: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `evisa-e2e-${name}-`));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startServer({ DATA_DIR: dataDir, ...env });
    return {
      ...server,
      async stop(signal) {
        const code = await server.stop(signal);
        removeDataDir();
        return code;
      },
    };
  } catch (error) {
    removeDataDir();
    throw error;
  }
}
