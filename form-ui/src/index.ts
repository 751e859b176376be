// @evisa/form-ui: the one rendering of an application step, shared by the applicant site and the console.
// Its look is '@evisa/form-ui/styles.css', imported once by each host at its entry. Not imported here: package.json
// declares only the CSS as having side effects, so bundlers skip this index and would drop the import with it.

export { StepForm, type StepFormProps } from './StepForm';
export { rjsfTranslator } from './rjsfStrings';
export { StepHeader } from './StepHeader';
export { StepPreview } from './StepPreview';
export { SampleImage } from './widgets/SampleImage';
export { PreviewSection, PreviewRows } from './preview/PreviewSection';
export { PreviewAnswer } from './preview/PreviewAnswer';
export { templates, widgets } from './registry';
export { ShownErrorsContext, useShownErrors, type ShownErrors } from './shownErrors';
export type { StepFormContext } from './stepFormContext';
export { createStepValidator, type StepFormData, type StepValidator } from './createStepValidator';
export { conditionalDependents, fieldsToReset } from './conditionalDependents';
export { fieldId, toValidationErrors } from './fieldErrors';
export { stepValues } from './stepValues';
export { loadValidators, validatorsUrl } from './validators';
export {
  ACCEPTED_UPLOAD_TYPES,
  apiUploader,
  pageUploader,
  INVALID_TYPE_ALERT,
  MAX_UPLOAD_BYTES,
  TOO_LARGE_ALERT,
  uploadFile,
  UploadError,
  uploadProblem,
  rememberFileLinks,
  uploadUrl,
  type Uploader,
} from './uploads';
