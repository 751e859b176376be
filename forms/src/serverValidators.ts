import { createRequire } from 'node:module';
import { _ } from 'ajv';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { createAjv } from './createAjv.js';
import { formValidatorOf, type FormValidator } from './createFormValidator.js';
import { linearRegExp } from './linearPatterns.js';
import { isObject } from './query/schemaNodes.js';
import type { FormDefinition, JsonSchema, ValidateFunction } from './types.js';

const standaloneCode = standaloneModule.default;
const require = createRequire(import.meta.url);

/** Every `if` of a step schema, in one fixed order (depth first, keys in order): the same in every thread. */
function conditionSchemas(schema: unknown, found: JsonSchema[] = []): JsonSchema[] {
  if (Array.isArray(schema)) for (const item of schema) conditionSchemas(item, found);
  else if (isObject(schema)) {
    if (isObject(schema.if)) found.push(schema.if);
    for (const value of Object.values(schema)) conditionSchemas(value, found);
  }
  return found;
}

/**
 * The server's validators of a definition as code (CommonJS, Ajv standalone made by createAjv(), patterns in RE2):
 * each step's and each condition's. Made in a worker thread (DefinitionWorkers.serverValidators), so the API's event
 * loop only evaluates finished code (loadServerValidators) instead of compiling for seconds.
 */
export function serverValidatorsCode(definition: FormDefinition): string {
  const ajv = createAjv({
    code: { source: true, esm: false, lines: false, regExp: linearRegExp, formats: _`require("ajv-formats/dist/formats").fullFormats` },
  });
  const exported: Record<string, string> = {};
  definition.steps.forEach((step, index) => {
    ajv.addSchema(step.schema, `s${index}`);
    exported[`s${index}`] = `s${index}`;
    conditionSchemas(step.schema).forEach((schema, condition) => {
      ajv.addSchema(schema, `s${index}c${condition}`);
      exported[`s${index}c${condition}`] = `s${index}c${condition}`;
    });
  });
  return standaloneCode(ajv, exported);
}

// The modules the code names: Ajv's run-time helpers and formats, and the linear-time pattern engine.
const serverRequire = (name: string): unknown => (name === 'linear-patterns' ? { linearRegExp } : require(name));

/**
 * The FormValidator of a definition from serverValidatorsCode(definition): the same decisions as
 * createFormValidator(definition), without compiling. Conditions are found by the very `if` objects of `definition`.
 */
export function loadServerValidators(definition: FormDefinition, code: string): FormValidator {
  const module = { exports: {} as Record<string, ValidateFunction> };
  // The server runs code it generated itself, as Ajv does when it compiles (never the browser: no 'unsafe-eval' there).
  new Function('module', 'exports', 'require', code)(module, module.exports, serverRequire);
  const validators = module.exports;
  const conditions = new Map<JsonSchema, ValidateFunction>();
  definition.steps.forEach((step, index) =>
    conditionSchemas(step.schema).forEach((schema, condition) => conditions.set(schema, validators[`s${index}c${condition}`]!)),
  );
  let fallback: ReturnType<typeof createAjv> | undefined;
  return formValidatorOf(
    definition,
    (_step, index) => validators[`s${index}`]!,
    (schema, data) => {
      const validate = conditions.get(schema);
      if (validate) return validate(data) as boolean;
      // A schema that is no `if` of the definition: compiled here, once (Ajv keeps it by object).
      fallback ??= createAjv();
      return fallback.validate(schema, data) as boolean;
    },
  );
}
