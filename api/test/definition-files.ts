/**
 * A version's files with every language optional: a test of another part of the editor adds or renames texts, which
 * a required language would lack, and publishing would be refused (form-translations.test.ts tests that).
 */
export function optionalLanguages<Files extends Record<string, unknown>>(files: Files): Files {
  const manifest = files['form.json'] as { languages?: Array<{ code: string; required: boolean }> };
  if (!manifest?.languages) return files;
  return { ...files, 'form.json': { ...manifest, languages: manifest.languages.map((language) => ({ ...language, required: false })) } };
}
