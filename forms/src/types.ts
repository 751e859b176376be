/** A JSON Schema or uiSchema document as loaded from the definition files. */
export type JsonSchema = Record<string, unknown>;

/** One field's validation failure: `field` is a slash path for nested values ("saarc/0/saarc_country"). */
export interface FieldError {
  field: string;
  message: string;
}

export interface StepManifest {
  id: string;
  route: string;
  title: string;
  submitLabel: string;
  next: string;
  schema: string;
  uiSchema: string;
}

export interface FormManifest {
  id: string;
  title: string;
  version: number;
  steps: StepManifest[];
}

/** A step ready to render and validate: its manifest entry with the bundled schema and the uiSchema. */
export interface StepDefinition extends Omit<StepManifest, 'schema' | 'uiSchema'> {
  schema: JsonSchema;
  uiSchema: JsonSchema;
}

export interface FormDefinition {
  id: string;
  title: string;
  version: number;
  steps: StepDefinition[];
}

/** A compiled validation function, from Ajv's compile() or from standalone code. */
export interface ValidateFunction {
  (data: unknown): boolean;
  errors?: AjvError[] | null;
}

/** The part of Ajv's ErrorObject the message mapping reads. */
export interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}
