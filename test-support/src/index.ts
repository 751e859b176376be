export { fetchRetryingClosed } from './fetch.js';
export { approveOrder, callApi, createApplication, paidApplication, uploadFile, type Caller } from './applications.js';
export { jpeg, pdf, photo, pictureClaiming, png } from './images.js';
export { buildIfChanged, REPO_ROOT, startServer, type RunningServer } from './server.js';
export { newDatabase, startTestServer, type TestServer } from './test-server.js';
