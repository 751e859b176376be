import type { EntityManager } from 'typeorm';

// The entry's record id as a uuid when it is one (fees, users, enquiries, e-mails, form versions), so each lookup
// below is by primary key; sku_ids, '*' and 'security settings' are not.
const RECORD_UUID = `CASE WHEN log.record_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN log.record_id::uuid END`;

/**
 * The record of an audit entry (`log`) named in words, one primary-key lookup per kind of record: a fee record by
 * its country (a removed one by the country its removal recorded), a staff account by its e-mail, an application
 * by its sku_id, an enquiry by its sender, a live-help conversation by its address or application, an e-mail by its subject and recipient, a form version by its number, a saved reply by its title.
 * Read straight from the tables, so this module needs no other module's service (and names a record as it is now).
 */
const RECORD_LABEL = `CASE log.resource
    WHEN 'fees' THEN COALESCE((SELECT fee.country FROM fees fee WHERE fee.id = ${RECORD_UUID}), log.changes #>> '{country,from}', log.changes #>> '{country,to}')
    WHEN 'users' THEN (SELECT account.email FROM users account WHERE account.id = ${RECORD_UUID})
    WHEN 'auth' THEN (SELECT account.email FROM users account WHERE account.id = ${RECORD_UUID})
    WHEN 'applications' THEN NULLIF(log.record_id, '*')
    WHEN 'enquiries' THEN (SELECT enquiry."Given_Name" || ' <' || enquiry."Email" || '>' FROM enquiries enquiry WHERE enquiry.id = ${RECORD_UUID})
    WHEN 'outbox' THEN (SELECT message.subject || ' → ' || message."to" FROM outbox message WHERE message.id = ${RECORD_UUID})
    WHEN 'reply-templates' THEN COALESCE((SELECT template.title FROM reply_templates template WHERE template.id = ${RECORD_UUID}), log.changes #>> '{title,from}', log.changes #>> '{title,to}')
    WHEN 'live-help' THEN (SELECT COALESCE(conversation.email, conversation.sku_id, 'Live help') FROM live_help_conversations conversation WHERE conversation.id = ${RECORD_UUID})
    WHEN 'form-definitions' THEN (SELECT 'Version ' || version.version FROM form_definitions version WHERE version.id = ${RECORD_UUID})
  END`;

/** The label of each of these entries' records, by entry id (none when the record is gone or has no name). */
export async function recordLabels(manager: EntityManager, entryIds: string[]): Promise<Map<string, string>> {
  if (!entryIds.length) return new Map();
  const rows: { id: string; record_label: string | null }[] = await manager.query(
    `SELECT log.id, ${RECORD_LABEL} AS record_label FROM audit_logs log WHERE log.id = ANY($1::uuid[])`,
    [entryIds],
  );
  return new Map(rows.flatMap((row) => (row.record_label ? [[row.id, row.record_label] as const] : [])));
}
