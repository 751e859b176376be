import type { JsonSchema, UploadKind } from '@evisa/forms/browser';

// The definition as GET /api/forms/india-evisa serves it: the forms package's own types.
export type { FormDefinition, JsonSchema, StepDefinition, UploadKind } from '@evisa/forms/browser';

/** A field a step defines, found wherever the step can define one (its properties and those its conditions add). */
export interface DefinedField {
  name: string;
  title: string;
  stepId: string;
  /** The field's schema with its local `$ref` followed. */
  schema: JsonSchema;
  /** The fields the conditions around this one read: empty for a field that is always asked. */
  guards: string[];
  upload?: UploadKind;
  /** Display names of enum values (uiSchema `ui:enumNames`). */
  enumNames?: Record<string, string>;
  /** For a list of entries: the titles of each entry's fields. */
  itemTitles?: Record<string, string>;
}
