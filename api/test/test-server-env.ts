// Apart from global-setup.ts, which builds the whole app to read its routes: a test file importing these must not
// load the app's modules with them (about a second and a half for each of the suite's files).

/** The first admin of every API test server. */
export const ADMIN = { email: 'admin@test.example', password: 'correct horse battery staple' };

/** What every API test server is started with, over startServer's own (CHECK_RESPONSES, LOG_LEVEL). */
export const TEST_SERVER_ENV = {
  // Tests act as many clients through X-Forwarded-For, as behind a reverse proxy.
  TRUST_PROXY: 'loopback',
  SMTP_URL: '',
};
