export { callApi, createApplication, uploadFile, type Caller } from './applications.js';
export { jpeg, pdf, photo, png } from './images.js';
export { REPO_ROOT, startServer, type RunningServer } from './server.js';
