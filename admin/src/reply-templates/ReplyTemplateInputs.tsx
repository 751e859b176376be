import { REPLY_TEMPLATE_TITLE_MAX } from '@evisa/forms/browser';
import { maxLength, required, SelectInput, TextInput } from 'react-admin';
import { useChoices } from './choices';

/** A saved reply's fields, for a new one and a change alike. */
export const ReplyTemplateInputs = () => (
  <>
    <TextInput
      source="title"
      validate={[required(), maxLength(REPLY_TEMPLATE_TITLE_MAX)]}
      helperText="How the reply is listed where it is picked"
      fullWidth
    />
    <SelectInput source="use" label="For" choices={useChoices} validate={required()} />
    <TextInput
      source="text"
      validate={required()}
      multiline
      minRows={6}
      fullWidth
      helperText="Filled in when picked; it can still be changed before it is sent"
    />
  </>
);
