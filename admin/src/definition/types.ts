// The definition as GET /api/forms/india-evisa serves it, and its fields as queryForm() reads them: the forms
// package's own types.
export type { FormDefinition, PreviewRow } from '@evisa/forms/browser';
