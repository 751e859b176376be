export * from './browser.js';
export { AJV_OPTIONS, configureAjv, createAjv } from './createAjv.js';
export { createFormValidator, type FormValidator, type IncompleteStep } from './createFormValidator.js';
export { compileStandaloneStep } from './compileStandaloneStep.js';
