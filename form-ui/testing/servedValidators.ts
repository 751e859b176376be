import type { Plugin } from 'vite';
import { buildVersion, contactFormFiles, indiaEvisaFiles } from '@evisa/forms';

const SERVED = /^\/api\/forms\/[^/]+\/(?:versions\/\d+|builds\/[0-9a-f]+)\/validators\/([\w-]+)\.js$/;
// Vite's convention: a leading NUL marks a resolved virtual id so no other plugin tries to load it as a file.
const RESOLVED = '\0evisa-served-validators/';

/**
 * For tests under Vitest (no API running): answers the import() of a step's validator module at the API's URL
 * (/api/forms/{id}/versions/{n}/validators/{step}.js) with the module the API would serve for the shipped
 * definitions (the application's and the contact form's), made by the same buildVersion(). The code under test
 * loads its validators exactly as in a browser.
 */
export function servedValidators(): Plugin {
  let validators: Record<string, string> | undefined;
  return {
    name: 'evisa-served-validators',
    enforce: 'pre',
    resolveId(id) {
      const match = SERVED.exec(id);
      return match ? `${RESOLVED}${match[1]}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      // Step ids of the two shipped forms differ (step1 ... security; contact).
      validators ??= { ...buildVersion(indiaEvisaFiles).validators, ...buildVersion(contactFormFiles).validators };
      const code = validators[id.slice(RESOLVED.length)];
      if (code === undefined) throw new Error(`No step ${id.slice(RESOLVED.length)} in the shipped definition`);
      return code;
    },
  };
}
