import { _ } from 'ajv';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import { createAjv } from './createAjv.js';
import type { StepDefinition } from './types.js';

const standaloneCode = standaloneModule.default;

// Ajv's standalone code calls its runtime helpers through require(); the browser bundle is ES modules, so each
// call is replaced by a binding that loads the same way in Node and in a bundler.
const RUNTIME_HELPERS: Record<string, { name: string; definition: string }> = {
  'require("ajv/dist/runtime/equal").default': {
    name: '__equal',
    definition: 'import __equal from "fast-deep-equal";',
  },
  'require("ajv/dist/runtime/ucs2length").default': {
    name: '__ucs2length',
    // Ajv's helper counts Unicode code points, which is what the string iterator yields.
    definition: 'const __ucs2length = (value) => Array.from(value).length;',
  },
};

/**
 * Generates the ES module of precompiled validators for one step, made by createAjv() so the browser runs the
 * very rules the API runs, without compiling (no `new Function`, no 'unsafe-eval'). Besides the step schema it
 * holds a validator for every sub-schema RJSF evaluates (its `if` conditions), keyed by RJSF's schema hash, as
 * RJSF's createPrecompiledValidator() expects. The default export maps hash -> function.
 */
export function compileStandaloneStep(step: StepDefinition): string {
  const schemaMap = schemaParser(step.schema as RJSFSchema);
  const exportNames: Record<string, string> = {};
  for (const hash of Object.keys(schemaMap)) exportNames[`v_${hash.replace(/\W/g, '_')}`] = hash;

  const ajv = createAjv({
    code: { source: true, esm: true, lines: false, formats: _`fullFormats` },
    schemas: Object.values(schemaMap),
  });
  let code = standaloneCode(ajv, exportNames);
  const imports = ['import { fullFormats } from "ajv-formats/dist/formats.js";'];
  for (const [call, helper] of Object.entries(RUNTIME_HELPERS)) {
    if (code.includes(call)) {
      code = code.split(call).join(helper.name);
      imports.push(helper.definition);
    }
  }
  if (code.includes('require(')) throw new Error(`Standalone code for ${step.id} needs a runtime helper not mapped`);
  const table = Object.entries(exportNames)
    .map(([name, hash]) => `  ${JSON.stringify(hash)}: ${name},`)
    .join('\n');
  return `${imports.join('\n')}\n${code.replace(/^"use strict";/, '')}\nexport default {\n${table}\n};\n`;
}
