import { startTestServer, type TestServer } from '@evisa/test-support';
import { TEST_SERVER_ENV } from './test-server-env.js';

/**
 * A server of its own with a database of its own, for tests that need the whole database to themselves (only
 * two admins in it, say) while the other test files share the main server. On DATABASE_URL's server when set.
 */
export function startIsolatedServer(admin: { email: string; password: string }, env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer(
    'api-isolated',
    { ...TEST_SERVER_ENV, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ...env },
    { ownDatabase: true },
  );
}

export type { TestServer as IsolatedServer } from '@evisa/test-support';
