import jsonSchemaDraft07 from 'ajv/dist/refs/json-schema-draft-07.json' with { type: 'json' };
import type { JsonSchema } from '../types.js';

/** The files of a version that are JSON Schemas: step schemas, lists and field types. */
export const isSchemaFile = (file: string) => /^(steps\/.+\.schema|lists\/.+|fields\/.+)\.json$/.test(file);

const text = { type: 'string', minLength: 1 };
const names = { type: 'array', items: text };

/** What form.json may hold: the manifest of the steps, the Preview layout and the fee schedule. */
export const MANIFEST_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['id', 'title', 'version', 'steps'],
  additionalProperties: false,
  properties: {
    $comment: { type: 'string' },
    id: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
    title: text,
    version: { type: 'integer', minimum: 1 },
    languages: {
      type: 'array',
      items: {
        type: 'object',
        required: ['code', 'required'],
        additionalProperties: false,
        properties: { code: { type: 'string', pattern: '^[a-z]{2,3}$' }, required: { type: 'boolean' } },
      },
    },
    steps: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['id', 'route', 'title', 'submitLabel', 'next', 'schema', 'uiSchema'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_-]*$' },
          route: { type: 'string', pattern: '^/[A-Za-z0-9_-]+$' },
          title: text,
          submitLabel: text,
          next: { type: 'string', pattern: '^/[A-Za-z0-9_-]+$' },
          schema: { type: 'string', pattern: '^steps/[A-Za-z0-9_-]+\\.schema\\.json$' },
          uiSchema: { type: 'string', pattern: '^steps/[A-Za-z0-9_-]+\\.ui\\.json$' },
        },
      },
    },
    preview: {
      type: 'object',
      required: ['sections'],
      additionalProperties: false,
      properties: {
        $comment: { type: 'string' },
        hidden: names,
        sections: {
          type: 'array',
          items: {
            type: 'object',
            required: ['title'],
            additionalProperties: false,
            properties: {
              title: text,
              fields: names,
              blocks: {
                type: 'array',
                items: { type: 'object', required: ['title', 'fields'], additionalProperties: false, properties: { title: text, fields: names } },
              },
              shownBy: text,
              rest: names,
              uploads: { type: 'boolean' },
            },
          },
        },
      },
    },
    fees: {
      type: 'object',
      required: ['visa'],
      additionalProperties: false,
      properties: {
        $comment: { type: 'string' },
        visa: { $ref: '#/$defs/feeRule' },
        extras: { type: 'array', items: { $ref: '#/$defs/feeRule' } },
      },
    },
  },
  $defs: {
    feeRule: {
      type: 'object',
      required: ['field', 'codes'],
      additionalProperties: false,
      properties: {
        field: text,
        codes: {
          type: 'object',
          additionalProperties: {
            anyOf: [{ type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$' }, { $ref: '#/$defs/feeRule' }],
          },
        },
      },
    },
  },
};

/** What a uiSchema may hold: `ui:` settings, and an entry per field (the entries of a list under `items`). */
export const UI_SCHEMA_SCHEMA: JsonSchema = {
  $ref: '#/$defs/uiSchema',
  $defs: {
    uiSchema: {
      type: 'object',
      properties: {
        'ui:order': { type: 'array', items: text },
        'ui:options': { type: 'object' },
        'ui:description': { type: 'string' },
        'ui:title': { type: 'string' },
        $comment: { type: 'string' },
      },
      patternProperties: { '^ui:': true },
      additionalProperties: { $ref: '#/$defs/fieldUi' },
    },
    fieldUi: {
      type: 'object',
      properties: {
        'ui:widget': text,
        'ui:help': { type: 'string' },
        'ui:placeholder': { type: 'string' },
        'ui:title': { type: 'string' },
        'ui:description': { type: 'string' },
        'ui:autocomplete': { type: 'string' },
        'ui:inputType': { type: 'string' },
        'ui:enumNames': { type: 'array', items: { type: 'string' } },
        'ui:options': { type: 'object' },
        'ui:order': { type: 'array', items: text },
        $comment: { type: 'string' },
        items: { $ref: '#/$defs/uiSchema' },
      },
    },
  },
};

/**
 * The schema a file of a version follows, for the console's JSON editor to check and complete as the editor
 * types: form.json's shape, a uiSchema's shape, or (for step schemas, lists and field types) the JSON Schema
 * meta-schema in its draft-07 form, which interpreters without code generation read; the checks before
 * publishing still hold each schema to its own meta-schema.
 */
/** What a language's catalogue (translations/<code>.json) holds. */
const CATALOGUE_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['language', 'texts'],
  additionalProperties: false,
  properties: {
    $comment: { type: 'string' },
    language: { type: 'string', pattern: '^[a-z]{2,3}$' },
    texts: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

export function fileSchemaFor(file: string): JsonSchema | undefined {
  if (file === 'form.json') return MANIFEST_SCHEMA;
  if (/^translations\/[a-z]{2,3}\.json$/.test(file)) return CATALOGUE_SCHEMA;
  if (/^steps\/.+\.ui\.json$/.test(file)) return UI_SCHEMA_SCHEMA;
  if (isSchemaFile(file)) return jsonSchemaDraft07 as JsonSchema;
  return undefined;
}
