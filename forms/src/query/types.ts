import type { FormDefinition, JsonSchema, PreviewLayout, StepDefinition } from '../types.js';

/** The kinds of uploaded file a field can hold: the applicant's photograph, or any other document. */
export const UPLOAD_KINDS = ['photo', 'document'] as const;

export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** What an applicant is asked for, as an editor would name it. */
export type FieldKind =
  | 'text'
  | 'long-text'
  | 'email'
  | 'phone'
  | 'number'
  | 'date'
  | 'yes-no'
  | 'choice'
  /** A list of entries, each with fields of its own (the SAARC visits). */
  | 'entries'
  | 'photo'
  | 'document';

export interface Choice {
  value: string | number | boolean;
  /** What the applicant sees (uiSchema `ui:enumNames`, or the value itself). */
  label: string;
}

/**
 * One test of a condition's `if` on an answer. Without `values` or `pattern` it asks only that the field is
 * answered (or, for a test the query cannot read, leaves the decision to the schema: see meetsCondition()).
 */
export interface ConditionTest {
  field: string;
  /** The answer is one of these (a `const` or an `enum`). */
  values?: Array<string | number | boolean | null>;
  /** With `values`: compared as the spec compares purposes, trimmed, spaces collapsed and in any case. */
  anyCase?: boolean;
  /** A regular expression the answer matches, when it is not a value compared in any case. */
  pattern?: string;
  /** The test is a `not`: the answer is none of `values` (does not match `pattern`). */
  negated?: boolean;
  /** The `if` names the field in `required`: an unanswered question fails the test. */
  required: boolean;
  /** The test as the `if` writes it. */
  schema: JsonSchema;
}

/** One `if` around a field: the field is in its `then` (`holds`) or in its `else`. */
export interface ConditionClause {
  /** The `if` schema itself (the same object as in the step schema), for an exact isValid() decision. */
  if: JsonSchema;
  holds: boolean;
  /** Every test the `if` makes, those of its `allOf` entries and `anyOf` options included. */
  tests: ConditionTest[];
  /** `all`: the `if` holds when every test does; `any`: when one does (an `anyOf` of one test each). */
  match: 'all' | 'any';
  /** The `if` combines its tests in a way `match` does not say (or has other keywords): only isValid() decides it. */
  partial?: true;
}

/** One place the step defines the field: every clause around it must be met. */
export interface ConditionCase {
  clauses: ConditionClause[];
  /** The choices this place offers, when a field's choices depend on where it is shown (purposes by service). */
  choices?: Choice[];
}

/** When a field is shown: when any one of its cases is met. */
export interface Condition {
  cases: ConditionCase[];
  /** Every field the condition reads, in the order it reads them. */
  reads: string[];
  /** For people: "Applicant_Marital_Status is MARRIED". */
  text: string;
}

/** A sample image shown beside an upload field (field `ui:options.sample`). */
export interface SampleImage {
  /** Which drawing: "photo", "passport". */
  image: string;
  caption: string;
}

export interface FormField {
  name: string;
  stepId: string;
  title: string;
  kind: FieldKind;
  /** Must be answered whenever it is shown. */
  required: boolean;
  /** The message when it is missing (ajv-errors `errorMessage.required`). */
  requiredMessage?: string;
  choices?: Choice[];
  description?: string;
  help?: string;
  placeholder?: string;
  maxLength?: number;
  /** Absent: always shown. */
  condition?: Condition;
  upload?: UploadKind;
  /** The file types an upload field accepts (`ui:options.accept`). */
  accept?: string;
  sample?: SampleImage;
  /** For a list of entries: the fields of one entry, in display order. */
  entries?: FormField[];
  /** Written by the server (`readOnly`, such as user_IP): clients neither set nor clear it. */
  readOnly: boolean;
  /** Not shown in the form (`"ui:widget": "hidden"`). */
  hidden: boolean;
  /** The field's schema, its local `$ref` followed (its own keywords win). */
  schema: JsonSchema;
  /** The field's uiSchema entry. */
  ui: JsonSchema;
}

/** The 'Same address' box of a step (step `ui:options.sameAddress`). */
export interface SameAddressOption {
  label: string;
  /** The field the box is shown before. */
  before: string;
  /** Target field -> source field. */
  copy: Record<string, string>;
}

/** The step-level `ui:options` the apps act on; anything malformed is left out. */
export interface StepOptions {
  /** Answers of earlier steps shown read-only at the top of the step, with an optional shorter label. */
  header?: Array<{ field: string; label?: string }>;
  sameAddress?: SameAddressOption;
  /** The declaration text, with `{Field}` placeholders for the applicant's answers. */
  declaration?: string;
  /**
   * Headings inside a long step: each section runs from its `from` field to the next section's, in `ui:order`;
   * its heading is shown before the first of its fields that is shown (the purpose block starts with a field of
   * whichever purpose is chosen).
   */
  sections?: Array<{ title: string; from: string }>;
}

export interface FormStep {
  id: string;
  route: string;
  title: string;
  submitLabel: string;
  next: string;
  /** Every field the step can show (its own and those its conditions add), in display order (`ui:order`). */
  fields: FormField[];
  names: ReadonlySet<string>;
  field(name: string): FormField | undefined;
  options: StepOptions;
  definition: StepDefinition;
}

/** A value list of the definition (a file of `lists/`, or one of its `$defs`). */
export interface FormList {
  /** "nationalities", or "visa-services#/$defs/services" for a list inside a file. */
  id: string;
  file: string;
  /** JSON pointer inside the file ("" for the file itself). */
  pointer: string;
  title: string;
  values: unknown[];
}

/** A header row of a step: an earlier answer shown read-only. */
export interface HeaderField {
  field: FormField;
  label: string;
}

export interface FormQuery {
  id: string;
  title: string;
  version: number;
  steps: FormStep[];
  /** Throws for an unknown step id. */
  step(id: string): FormStep;
  /** Every field of every step, steps in order, each in display order. */
  fields: FormField[];
  /** The field of that name (of the first step defining it). */
  field(name: string): FormField | undefined;
  lists: FormList[];
  preview: PreviewLayout;
  /** The header rows of a step (its `ui:options.header`), names no step defines left out. */
  header(stepId: string): HeaderField[];
  definition: FormDefinition;
}

/** A field whose value is the stored name of an uploaded file, as the API's upload checks take it. */
export interface UploadField {
  field: string;
  kind: UploadKind;
  /** The field's title in the form, for messages. */
  title: string;
}
