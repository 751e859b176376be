import { AuthorAndTime } from '../common/AuthoredTexts';
import { EntryList } from '../common/EntryList';
import { ChangeList } from './ChangeList';
import type { AuditLog } from './types';

/** The audit entries of the list context, newest first: what changed, who changed it and when. */
export const HistoryTimeline = () => (
  <EntryList<AuditLog> label="History" noun="history" empty="No changes yet.">
    {(entry) => (
      <>
        <ChangeList changes={entry.changes} />
        <AuthorAndTime entry={entry} />
      </>
    )}
  </EntryList>
);
