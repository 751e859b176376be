/** A JSON Schema or uiSchema node as the API serves it. */
export type JsonSchema = Record<string, unknown>;

/** A step of the published form definition (GET /api/forms/india-evisa). */
export interface StepDefinition {
  id: string;
  route: string;
  title: string;
  schema: JsonSchema;
  uiSchema: JsonSchema;
}

export interface FormDefinition {
  id: string;
  title: string;
  version: number;
  steps: StepDefinition[];
}

export type UploadKind = 'photo' | 'document';

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
