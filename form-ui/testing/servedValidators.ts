import type { Plugin } from 'vite';
import { buildVersion, compileStandaloneStep, CONTACT_VALIDATORS_URL, contactForm, indiaEvisaFiles } from '@evisa/forms';

const SERVED = /^\/api\/forms\/[^/]+\/(?:versions\/\d+|builds\/[0-9a-f]+)\/validators\/([\w-]+)\.js$/;
// Vite's convention: a leading NUL marks a resolved virtual id so no other plugin tries to load it as a file.
const RESOLVED = '\0evisa-served-validators/';

/**
 * For tests under Vitest (no API running): answers the import() of a step's validator module at the API's URL
 * (/api/forms/{id}/versions/{n}/validators/{step}.js) with the module the API would serve for the shipped
 * definition, made by the same buildVersion(), and the contact form's at its own URL. The code under test loads
 * its validators exactly as in a browser.
 */
export function servedValidators(): Plugin {
  let validators: Record<string, string> | undefined;
  return {
    name: 'evisa-served-validators',
    enforce: 'pre',
    resolveId(id) {
      if (id === CONTACT_VALIDATORS_URL) return `${RESOLVED}contact-form`;
      const match = SERVED.exec(id);
      return match ? `${RESOLVED}${match[1]}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      if (id === `${RESOLVED}contact-form`) return compileStandaloneStep(contactForm);
      validators ??= buildVersion(indiaEvisaFiles).validators;
      const code = validators[id.slice(RESOLVED.length)];
      if (code === undefined) throw new Error(`No step ${id.slice(RESOLVED.length)} in the shipped definition`);
      return code;
    },
  };
}
