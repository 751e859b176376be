import { ISO_CODES_KEYWORD } from './translations/texts.js';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { _, type KeywordCxt, type Options } from 'ajv';
import ajvErrorsModule from 'ajv-errors';
import ajvFormatsModule from 'ajv-formats';
import { linearRegExp } from './linearPatterns.js';
import { ROLE_KEYWORD, ROLE_META_SCHEMA } from './query/roles.js';
import { UPLOAD_KINDS } from './query/types.js';

// Both plugins are CommonJS modules whose default export sits on `.default` under NodeNext.
const ajvErrors = ajvErrorsModule.default;
const addFormats = ajvFormatsModule.default;

/** The options every validator of the form is built with, in the API and in the browser's precompiled code. */
export const AJV_OPTIONS: Options = {
  allErrors: true, // ajv-errors needs every error to pick the message for each field
  $data: true, // date rules compare with the `_today` value put into the data at validation time
  strict: true,
  strictTypes: false,
  strictRequired: false, // `if` clauses name the trigger in `required` without repeating its schema
};

/**
 * Adds the formats, ajv-errors and the form's own keywords to an Ajv instance. The API uses it through
 * createAjv(); the browser's standalone validators are generated from an instance made by createAjv() too.
 */
export function configureAjv(ajv: Ajv2019): Ajv2019 {
  addFormats(ajv, { formats: ['date', 'date-time', 'email', 'uuid', 'uri'], keywords: true });
  ajvErrors(ajv);
  ajv.addKeyword({
    // `"sameAs": "Email"`: the value must equal the sibling property Email (re-entered e-mail).
    keyword: 'sameAs',
    type: 'string',
    schemaType: 'string',
    error: { message: ({ schema }) => _`"must equal " + ${schema}` },
    code(cxt: KeywordCxt) {
      const { data, schema, it } = cxt;
      const other = _`${it.parentData}[${schema}]`;
      // Compared only once the other field is there; its own "required" message covers its absence.
      cxt.fail(_`${other} !== undefined && ${data} !== ${other}`);
    },
  });
  ajv.addKeyword({
    // `"upload": "photo" | "document"` marks a field whose value is the stored name of an uploaded file. An
    // annotation only: it validates nothing and adds no code, so the standalone validators are unchanged by it.
    keyword: 'upload',
    schemaType: 'string',
    metaSchema: { enum: [...UPLOAD_KINDS] },
  });
  // `"x-role": {...}` marks the meanings the code relies on (query/roles.ts): an annotation, no code either.
  ajv.addKeyword({ keyword: ROLE_KEYWORD, schemaType: 'object', metaSchema: ROLE_META_SCHEMA });
  // `"x-iso-codes": {value: "FR"}` names a list's countries by ISO code, for their names in CLDR (translations/).
  ajv.addKeyword({
    keyword: ISO_CODES_KEYWORD,
    schemaType: 'object',
    metaSchema: { type: 'object', additionalProperties: { type: 'string', pattern: '^[A-Z]{2}$' } },
  });
  return ajv;
}

/**
 * The one Ajv set-up of the product (JSON Schema 2019-09, formats, ajv-errors, custom keywords). Its patterns run in
 * a linear-time engine (RE2): an editor's pattern can never make the API backtrack for seconds. Options given
 * replace the defaults: compileStandaloneStep's `code` leaves the browser's code on native RegExp.
 */
export function createAjv(options: Options = {}): Ajv2019 {
  return configureAjv(new Ajv2019({ ...AJV_OPTIONS, code: { regExp: linearRegExp }, ...options }));
}
