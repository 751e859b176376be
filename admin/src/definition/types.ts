// The definition as GET /api/forms/india-evisa serves it, and its fields as queryForm() reads them: the forms
// package's own types.
export type { FormDefinition, FormField, JsonSchema, PreviewRow, StepDefinition, UploadKind } from '@evisa/forms/browser';
