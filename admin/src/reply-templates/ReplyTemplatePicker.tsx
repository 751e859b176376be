import type { Schemas } from '@evisa/contract';
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { Link, useCreatePath, useGetList } from 'react-admin';
import type { ReplyTemplate } from './types';

interface ReplyTemplatePickerProps {
  /** Which saved replies are offered: those for an enquiry reply or for a correction message. */
  use: ReplyTemplate['use'];
  /** Called with the picked reply's text, which then stays editable where it was filled in. */
  onPick: (text: string) => void;
}

/** Picks one of the saved replies for this use; its text fills the message box (staff can still change it). */
export const ReplyTemplatePicker = ({ use, onPick }: ReplyTemplatePickerProps) => {
  const createPath = useCreatePath();
  const [picked, setPicked] = useState<ReplyTemplate | null>(null);
  const { data: templates = [], isPending } = useGetList<ReplyTemplate>('reply-templates', {
    filter: { use } satisfies Schemas['ReplyTemplateListFilter'],
    sort: { field: 'title', order: 'ASC' },
    pagination: { page: 1, perPage: 200 },
  });
  return (
    <Autocomplete
      options={templates}
      loading={isPending}
      value={picked}
      getOptionLabel={(template) => template.title}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_event, template) => {
        setPicked(template);
        if (template) onPick(template.text);
      }}
      noOptionsText={
        <>
          No saved replies yet: <Link to={createPath({ resource: 'reply-templates', type: 'create' })}>save one</Link>
        </>
      }
      renderInput={(params) => (
        <TextField {...params} label="Saved reply" helperText="Fills in the text below, which you can still change" size="small" />
      )}
      sx={{ mb: 2 }}
    />
  );
};
