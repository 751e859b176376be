import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { _ } from 'ajv';
import standaloneModule from 'ajv/dist/standalone/index.js';
// Imported here, so loaded by the thread that imports this package (the API's own), never first by a build worker:
// swc's native addon torn down with a worker thread that first loaded it killed the process at the next build in a
// new thread (definitionWorkers.test.ts). Its 13 MB resident are the price.
import { minifySync } from '@swc/core';
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import { createAjv } from './createAjv.js';
import type { StepDefinition } from './types.js';

const standaloneCode = standaloneModule.default;
const require = createRequire(import.meta.url);

/**
 * The source of an installed CommonJS module that requires nothing, as an expression giving its exports: the
 * very code the API's Ajv runs, carried into the module so that it needs no module resolution to load.
 */
function inlined(specifier: string): string {
  const source = readFileSync(require.resolve(specifier), 'utf8').replace(/^\/\/# sourceMappingURL=.*$/m, '');
  if (/\brequire\(/.test(source)) throw new Error(`${specifier} requires other modules and cannot be inlined`);
  return `(() => {\nconst module = { exports: {} };\nconst exports = module.exports;\n${source}\nreturn module.exports;\n})()`;
}

// Ajv's standalone code calls its run-time helpers through require(): each call is replaced by a binding
// defined in the module itself.
const RUNTIME_HELPERS: Record<string, { name: string; definition: () => string }> = {
  'require("ajv/dist/runtime/equal").default': {
    name: '__equal',
    // ajv/dist/runtime/equal is fast-deep-equal.
    definition: () => `const __equal = ${inlined('fast-deep-equal')};`,
  },
  'require("ajv/dist/runtime/ucs2length").default': {
    name: '__ucs2length',
    // Ajv's helper counts Unicode code points, which is what the string iterator yields.
    definition: () => 'const __ucs2length = (value) => Array.from(value).length;',
  },
};

/**
 * Generates the ES module of precompiled validators for one step, made by createAjv() so the browser runs the
 * very rules the API runs, without compiling (no `new Function`, no 'unsafe-eval'). Besides the step schema it
 * holds a validator for every sub-schema RJSF evaluates (its `if` conditions), keyed by RJSF's schema hash, as
 * RJSF's createPrecompiledValidator() expects. The default export maps hash -> function.
 *
 * The module imports nothing: the formats of ajv-formats and the helpers the code calls are written into it, so
 * a browser can load it with `import()` from wherever the API serves it, and Node from any folder. It is minified
 * (Ajv writes readable code): step 1's module is on the path of every first visit, and a phone abroad pays for
 * every byte (about 20 KB gzip as written, 11 KB minified).
 */
export function compileStandaloneStep(step: StepDefinition): string {
  const schemaMap = schemaParser(step.schema as RJSFSchema);
  const exportNames: Record<string, string> = {};
  for (const hash of Object.keys(schemaMap)) exportNames[`v_${hash.replace(/\W/g, '_')}`] = hash;

  // Without `regExp` the code keeps the native RegExp (a browser has no RE2); the server validates with createAjv()'s.
  const ajv = createAjv({
    code: { source: true, esm: true, lines: false, formats: _`__formats` },
    schemas: Object.values(schemaMap),
  });
  let code = standaloneCode(ajv, exportNames);
  const prelude = [`const __formats = ${inlined('ajv-formats/dist/formats.js')}.fullFormats;`];
  for (const [call, helper] of Object.entries(RUNTIME_HELPERS)) {
    if (code.includes(call)) {
      code = code.split(call).join(helper.name);
      prelude.push(helper.definition());
    }
  }
  if (code.includes('require(')) throw new Error(`Standalone code for ${step.id} needs a runtime helper not mapped`);
  const table = Object.entries(exportNames)
    .map(([name, hash]) => `  ${JSON.stringify(hash)}: ${name},`)
    .join('\n');
  const source = `${prelude.join('\n')}\n${code.replace(/^"use strict";/, '')}\nexport default {\n${table}\n};\n`;
  return minifySync(source, { module: true, compress: true, mangle: true }).code;
}
