import type { Schemas } from '@evisa/contract';

/**
 * An application as the admin API serves it: promoted columns plus every form value in `data` (`id` is the
 * sku_id). The list's rows have no notes, payments or fee; GET one (the application page) has them.
 */
export type Application = Schemas['StaffApplicationRow'] & Partial<Pick<Schemas['StaffApplication'], 'notes' | 'payments' | 'fee'>>;

/** A staff member an application can be assigned to. */
export type Assignee = Schemas['Assignee'];
