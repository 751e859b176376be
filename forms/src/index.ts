export * from './browser.js';
export { buildVersion, contentHash, type BuiltVersion } from './buildVersion.js';
export { checkDefinition, DEFINITION_FILES, isDefinitionFile, type CheckError, type CheckResult } from './checks/checkDefinition.js';
export { AJV_OPTIONS, configureAjv, createAjv } from './createAjv.js';
export { createFormValidator, type FormValidator, type IncompleteStep } from './createFormValidator.js';
export { compileStandaloneStep } from './compileStandaloneStep.js';
