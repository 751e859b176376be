import type { Schemas } from '@evisa/contract';
import { ReferenceManyField } from 'react-admin';
import { Panel } from '../common/Panel';
import { CHANGE_ACTIONS } from './choices';
import { HistoryTimeline } from './HistoryTimeline';
import type { AuditLog } from './types';

/** The audit log of the record in context: every change made to it in the console, newest first. */
export const RecordHistory = ({ resource }: { resource: AuditLog['resource'] }) => (
  <Panel title="History">
    <ReferenceManyField
      reference="audit-logs"
      target="record_id"
      filter={{ resource, action: CHANGE_ACTIONS } satisfies Schemas['AuditLogListFilter']}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={100}
    >
      <HistoryTimeline />
    </ReferenceManyField>
  </Panel>
);
