import { Stack } from '@mui/material';
import { Labeled, ReferenceField, Show } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { Panel } from '../common/Panel';
import { SubmissionAnswers } from './SubmissionAnswers';

/** One submission: its form, the version that checked it, when it came, and its answers under that version's titles. */
export const FormSubmissionShow = () => (
  <Show component="div" title="Form submission">
    <Panel title="Answers">
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
          <Labeled label="Form">
            <ReferenceField source="form_id" reference="forms" link={false} />
          </Labeled>
          <Labeled label="Received">
            <DateTimeField source="created_at" showTime />
          </Labeled>
        </Stack>
        <SubmissionAnswers />
      </Stack>
    </Panel>
  </Show>
);
