import type { Schemas } from '@evisa/contract';
import { Typography } from '@mui/material';
import { ReferenceManyField } from 'react-admin';
import { EntryList } from '../common/EntryList';
import { AuthorAndTime } from '../common/AuthoredTexts';
import { Panel } from '../common/Panel';

interface DefinitionAuditEntry {
  id: string;
  action: 'create' | 'update' | 'publish' | 'rollback' | 'delete';
  user_email: string | null;
  created_at: string;
  changes: { version?: number; from_version?: number; note?: string | { from: string; to: string }; files?: string[]; archived?: number | null };
}

const ACTIONS: Record<DefinitionAuditEntry['action'], string> = {
  create: 'Draft opened',
  update: 'Saved',
  publish: 'Published',
  rollback: 'Published again (roll-back)',
  delete: 'Draft deleted',
};

function describe({ action, changes }: DefinitionAuditEntry): string {
  const parts = [ACTIONS[action] ?? action];
  if (changes.from_version !== undefined) parts.push(`from version ${changes.from_version}`);
  if (changes.files?.length) parts.push(`files: ${changes.files.join(', ')}`);
  if (typeof changes.archived === 'number') parts.push(`version ${changes.archived} archived`);
  return parts.join(' · ');
}

const noteOf = (note: DefinitionAuditEntry['changes']['note']) => (typeof note === 'string' ? note : note?.to);

const Timeline = () => (
  <EntryList<DefinitionAuditEntry> label="History" noun="history" empty="No changes yet.">
    {(entry) => (
      <>
        <Typography variant="body2">{describe(entry)}</Typography>
        {noteOf(entry.changes.note) && (
          <Typography variant="body2" color="text.secondary">
            “{noteOf(entry.changes.note)}”
          </Typography>
        )}
        <AuthorAndTime entry={entry} />
      </>
    )}
  </EntryList>
);

/** The audit log of the version in context: who opened, saved, published or rolled it back, when, and the note. */
export const DefinitionHistory = () => (
  <Panel title="History">
    <ReferenceManyField
      reference="audit-logs"
      target="record_id"
      filter={{ resource: 'form-definitions' } satisfies Schemas['AuditLogListFilter']}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={100}
    >
      <Timeline />
    </ReferenceManyField>
  </Panel>
);
