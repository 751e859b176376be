// Not in global-setup.ts: that module imports the whole app (to read its routes), and every test file that imported
// these from it loaded the app's modules too, about a second and a half each.

/** The first admin of every API test server. */
export const ADMIN = { email: 'admin@test.example', password: 'correct horse battery staple' };

/** What every API test server is started with, over startServer's own (CHECK_RESPONSES, LOG_LEVEL). */
export const TEST_SERVER_ENV = {
  // Tests act as many clients through X-Forwarded-For, as behind a reverse proxy.
  TRUST_PROXY: 'loopback',
  SMTP_URL: '',
};
