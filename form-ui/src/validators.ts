import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/**
 * Where the API serves a step's precompiled validator module (an ES module that imports nothing; its default
 * export maps RJSF's schema hash -> validation function): by published version number, or by the content hash of
 * any stored build (a draft in the console's preview). Both are immutable, so the browser caches them for good.
 */
export const validatorsUrl = {
  ofVersion: (formId: string, version: number, stepId: string) =>
    `/api/forms/${encodeURIComponent(formId)}/versions/${version}/validators/${encodeURIComponent(stepId)}.js`,
  ofBuild: (formId: string, hash: string, stepId: string) =>
    `/api/forms/${encodeURIComponent(formId)}/builds/${encodeURIComponent(hash)}/validators/${encodeURIComponent(stepId)}.js`,
};

const loaded = new Map<string, Promise<ValidatorFunctions>>();

/**
 * The validators of a step, by the URL of their module: loaded with import(), so the page's CSP needs no
 * 'unsafe-eval' (script-src 'self' covers the API's own origin). The same promise is returned for the same URL,
 * as React's use() needs; a failed load (a dropped connection) is forgotten so that the next call tries again.
 */
export function loadValidators(url: string): Promise<ValidatorFunctions> {
  let validators = loaded.get(url);
  if (!validators) {
    validators = import(/* @vite-ignore */ url).then(
      (module: { default?: unknown }) => {
        if (!module.default || typeof module.default !== 'object') throw new Error(`${url} is not a validator module`);
        return module.default as ValidatorFunctions;
      },
      (error: unknown) => {
        loaded.delete(url);
        throw error;
      },
    );
    loaded.set(url, validators);
  }
  return validators;
}
