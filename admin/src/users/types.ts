import type { Schemas } from '@evisa/contract';

/** A staff account as GET /api/admin/users answers it (never its password hash or second factor's secrets). */
export type StaffUser = Schemas['StaffUser'];
