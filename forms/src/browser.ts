// What a browser may import: definitions and pure helpers, nothing that compiles validators at run time.
export { buildDefinition, getStep } from './buildDefinition.js';
export { bundleSchema } from './bundleSchema.js';
export { caseInsensitivePattern } from './caseInsensitivePattern.js';
export { cleanApplication, cleanStepData, shownFields, type IsValid } from './cleanStepData.js';
export { deriveLists } from './deriveLists.js';
export { fieldNames } from './fieldNames.js';
export { indiaEvisa, indiaEvisaFiles } from './indiaEvisa.js';
export { normalizeFormData, normalizeText } from './normalizeFormData.js';
export { toFieldErrors } from './toFieldErrors.js';
export { UPLOAD_KINDS, uploadFields, type UploadField, type UploadKind } from './uploadFields.js';
export {
  addDays,
  addMonths,
  isoDate,
  MAX_DAYS_TO_ARRIVAL,
  PASSPORT_MONTHS_AFTER_ARRIVAL,
  validateWith,
  validationDates,
} from './validateWith.js';
export type * from './types.js';
