import type { Plugin } from 'vite';
import { compileStandaloneStep, getStep, indiaEvisa } from '@evisa/forms';

const PREFIX = 'virtual:evisa-validators';
// Vite's convention: a leading NUL marks a resolved virtual id so no other plugin tries to load it as a file.
const RESOLVED = `\0${PREFIX}`;

/**
 * Serves the Ajv validators of each form step as code generated at build time, so the browser runs the shared
 * rules without compiling a schema (no Ajv compiler, no `new Function`, no 'unsafe-eval' in the CSP).
 *
 * - `virtual:evisa-validators/<stepId>`: the step's precompiled validators (RJSF schema hash -> function).
 * - `virtual:evisa-validators`: a loader per step id, so the wizard loads a step's code only when it is shown and
 *   a step added to the manifest needs no change in the app.
 */
export function precompiledValidators(): Plugin {
  return {
    name: 'evisa-precompiled-validators',
    resolveId(id) {
      return id === PREFIX || id.startsWith(`${PREFIX}/`) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === RESOLVED) {
        const loaders = indiaEvisa.steps
          .map((step) => `  ${JSON.stringify(step.id)}: () => import(${JSON.stringify(`${PREFIX}/${step.id}`)}),`)
          .join('\n');
        return `export default {\n${loaders}\n};\n`;
      }
      if (id.startsWith(`${RESOLVED}/`)) {
        return compileStandaloneStep(getStep(indiaEvisa, id.slice(RESOLVED.length + 1)));
      }
      return undefined;
    },
  };
}
