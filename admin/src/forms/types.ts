import type { Schemas } from '@evisa/contract';

/** A form of the catalogue (GET /api/admin/forms). */
export type FormSummary = Schemas['FormSummary'];
