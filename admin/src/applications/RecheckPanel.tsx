import { Form, required, SaveButton, SelectInput, TextInput, useRecordContext } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { Panel } from '../common/Panel';
import { useRecordUpdate } from '../common/useRecordUpdate';
import { reviewStatusChoices } from './choices';
import { useAssignees } from './useAssignees';
import type { Application } from './types';

/**
 * The recheck workflow: the review status, who the application is assigned to and an internal note, the only
 * things staff may change on an application. All are saved together, and the API writes one history entry with the
 * staff member's name.
 */
export const RecheckPanel = () => {
  const record = useRecordContext<Application>();
  const { save } = useRecordUpdate<Application>('applications');
  const { data: assignees = [] } = useAssignees();
  if (!record) return null;

  const submit = (values: FieldValues) => {
    const note = typeof values.note === 'string' ? values.note.trim() : '';
    // The assignee only when changed: an account disabled since it was assigned stays assigned until someone decides.
    const assignee = (values.assignee_id as string) || null;
    const data = {
      review_status: values.review_status,
      ...(assignee !== (record.assignee_id ?? null) ? { assignee_id: assignee } : {}),
      ...(note ? { note } : {}),
    };
    return save(record, data, { done: 'Recheck saved', failed: 'The recheck could not be saved' });
  };

  return (
    <Panel title="Recheck">
      {/* A new form after each save: the note box empties and the status shows what was saved. */}
      <Form
        key={`${record.review_status}-${record.assignee_id}-${record.notes?.length ?? 0}`}
        record={{ review_status: record.review_status, assignee_id: record.assignee_id ?? '', note: '' }}
        onSubmit={submit}
      >
        <SelectInput source="review_status" label="Review status" choices={reviewStatusChoices} validate={required()} fullWidth />
        <SelectInput
          source="assignee_id"
          label="Assigned to"
          choices={
            record.assignee_id && !assignees.some(({ id }) => id === record.assignee_id)
              ? [...assignees, { id: record.assignee_id, email: record.assignee_email ?? record.assignee_id }]
              : assignees
          }
          optionText="email"
          emptyText="Nobody"
          fullWidth
          helperText="The application shows in this staff member's 'My queue'."
        />
        <TextInput
          source="note"
          label="Internal note"
          multiline
          minRows={3}
          fullWidth
          helperText="Only staff see notes; each is kept with your e-mail and the time."
        />
        <SaveButton label="Save recheck" />
      </Form>
    </Panel>
  );
};
