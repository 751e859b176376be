import type { Schemas } from '@evisa/contract';

/** One audit log entry; `record_label` names the record in words (a fee record's country ...), null when gone. */
export type AuditLog = Schemas['AuditLogEntry'];
