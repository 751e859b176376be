// @evisa/form-ui: the one rendering of an application step, shared by the applicant site and the console.
// The look comes with the components: a host that renders any of them has the form's stylesheet too.
import './styles.css';

export { default as StepForm, type StepFormProps } from './StepForm';
export { default as StepHeader } from './StepHeader';
export { default as StepPreview } from './StepPreview';
export { default as SampleImage } from './widgets/SampleImage';
export { default as PreviewSection, PreviewRows } from './preview/PreviewSection';
export { default as PreviewAnswer } from './preview/PreviewAnswer';
export { formatAnswer } from './preview/formatAnswer';
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
