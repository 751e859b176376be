import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import ArrayFieldItemTemplate from './ArrayFieldItemTemplate';
import ArrayFieldTemplate from './ArrayFieldTemplate';
import BaseInputTemplate from './BaseInputTemplate';
import CheckboxWidget from './CheckboxWidget';
import FieldErrorTemplate from './FieldErrorTemplate';
import FieldTemplate from './FieldTemplate';
import ObjectFieldTemplate from './ObjectFieldTemplate';
import RadioWidget from './RadioWidget';
import SelectWidget from './SelectWidget';
import TextareaWidget from './TextareaWidget';
import UploadWidget from './UploadWidget';

/** The site's RJSF templates and widgets: labelled, with errors linked and shown once a field is touched. */
export const templates: Partial<TemplatesType> = {
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  BaseInputTemplate,
  FieldErrorTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
};

export const widgets: RegistryWidgetsType = {
  CheckboxWidget,
  RadioWidget,
  SelectWidget,
  TextareaWidget,
  upload: UploadWidget,
};

export { ShownErrorsContext, type ShownErrors } from './shownErrors';
export type { StepFormContext } from './stepFormContext';
