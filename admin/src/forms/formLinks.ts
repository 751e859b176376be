import type { Schemas } from '@evisa/contract';
/** The console's list of a resource filtered to one form: its versions, its submissions. */
export const listOfForm = (resource: 'form-definitions' | 'form-submissions', formId: string) =>
  `/${resource}?${new URLSearchParams({ filter: JSON.stringify({ form_id: formId } satisfies Schemas['FormDefinitionListFilter'] & Schemas['FormSubmissionListFilter']) }).toString()}`;
