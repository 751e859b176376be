// What a browser may import: definitions and pure helpers, nothing that compiles validators at run time.
export { buildDefinition, getStep } from './buildDefinition.js';
export { bundleSchema } from './bundleSchema.js';
export { fieldNames } from './fieldNames.js';
export { indiaEvisa, indiaEvisaFiles } from './indiaEvisa.js';
export { normalizeFormData, normalizeText } from './normalizeFormData.js';
export { toFieldErrors } from './toFieldErrors.js';
export { isoDate, validateWith } from './validateWith.js';
export type * from './types.js';
