import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import BaseInputTemplate from './BaseInputTemplate';
import FieldErrorTemplate from './FieldErrorTemplate';
import FieldTemplate from './FieldTemplate';
import ObjectFieldTemplate from './ObjectFieldTemplate';
import RadioWidget from './RadioWidget';
import SelectWidget from './SelectWidget';

/** The site's RJSF templates and widgets: labelled, with errors linked and shown once a field is touched. */
export const templates: Partial<TemplatesType> = {
  BaseInputTemplate,
  FieldErrorTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
};

export const widgets: RegistryWidgetsType = { RadioWidget, SelectWidget };

export { ShownErrorsContext, type ShownErrors } from './shownErrors';
