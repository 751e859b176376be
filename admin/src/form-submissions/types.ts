import type { Schemas } from '@evisa/contract';

/** The answers sent through a generic form (GET /api/admin/form-submissions). */
export type FormSubmission = Schemas['FormSubmissionRecord'];
