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

/**
 * The Preview's layout (form.json `preview`): its sections in order. A field is shown in the first section that
 * names it (`fields`, `blocks`), else in the first whose `shownBy` field its condition reads (the purpose block),
 * else in the first that takes the `rest` of its step; the photograph and documents in the `uploads` section.
 */
export interface PreviewLayout {
  sections: PreviewSectionLayout[];
  /** Fields the Preview never shows (the re-entered e-mail, the address the server records). */
  hidden?: string[];
}

export interface PreviewSectionLayout {
  /** May name answers in braces, filled in from the application: "Details of {sub_Visa_Service}". */
  title: string;
  fields?: string[];
  /** Fields shown under a sub-heading of their own, after the section's other fields. */
  blocks?: Array<{ title: string; fields: string[] }>;
  /** Also holds every field whose condition reads this field (the purpose block, picked by the purpose). */
  shownBy?: string;
  /** Also holds the fields of these steps that no section names. */
  rest?: string[];
  /** Holds the photograph and documents (fields with an `upload` annotation) no section names. */
  uploads?: boolean;
}

/**
 * Which answers decide the fee (form.json `fees`), as fee codes the fee table prices per country: the visa fee
 * follows `visa` (a choice maps to a code, or to a further question such as the tourist duration); each of
 * `extras` adds the code of its answer, if it has one (Urgent Processing adds `urgentVisaFee`).
 */
export interface FeeSchedule {
  visa: FeeRule;
  extras?: FeeRule[];
}

export interface FeeRule {
  field: string;
  /** Choice value -> fee code, or the further question that decides it. */
  codes: Record<string, string | FeeRule>;
}

export interface FormManifest {
  id: string;
  title: string;
  version: number;
  steps: StepManifest[];
  preview?: PreviewLayout;
  fees?: FeeSchedule;
  /** The languages the form offers beside English, each with its catalogue `translations/<code>.json`. */
  languages?: FormLanguage[];
}

/** A language a form offers; a required one must have every text translated before a version is published. */
export interface FormLanguage {
  code: string;
  required: boolean;
}

/** A step ready to render and validate: its manifest entry with the bundled schema and the uiSchema. */
export interface StepDefinition extends Omit<StepManifest, 'schema' | 'uiSchema'> {
  schema: JsonSchema;
  uiSchema: JsonSchema;
  /** Localized steps only: the step's error messages, English -> the language's (see localizeDefinition). */
  messages?: Record<string, string>;
}

/** A definition ready to render and validate, as `GET /api/forms/{id}` serves it. */
export interface FormDefinition {
  id: string;
  title: string;
  version: number;
  steps: StepDefinition[];
  /** The value lists by file path ("lists/nationalities.json"), derived lists expanded. */
  lists: Record<string, JsonSchema>;
  preview: PreviewLayout;
  fees?: FeeSchedule;
  /** The languages it offers beside English (form.json `languages`); their catalogues are served one by one. */
  languages?: FormLanguage[];
  /** Localized definitions only (localizeDefinition): the language of its texts. */
  language?: string;
  /** Localized definitions only: the keys whose text is shown in English, as the language's catalogue lacks them. */
  untranslated?: string[];
  /** Localized definitions only: every error message, English -> the language's. */
  messages?: Record<string, string>;
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
