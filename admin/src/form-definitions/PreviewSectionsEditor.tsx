import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, Chip, IconButton, Stack, Typography } from '@mui/material';
import {
  addPreviewSection,
  movePreviewSection,
  placePreviewField,
  removePreviewSection,
  renamePreviewSection,
  unplacePreviewField,
  type FormQuery,
} from '@evisa/forms/browser';
import { type FormEvent, useState } from 'react';
import { Panel } from '../common/Panel';
import { SelectField } from '../common/SelectField';
import { StringField } from '../common/StringField';
import { CommitTextField } from './CommitTextField';
import { useDraftEditor } from './DraftEditorContext';
import type { CheckPlace } from './placeOfCheckError';

interface PreviewSectionsEditorProps {
  form: FormQuery;
  places: Array<{ place: CheckPlace; message: string }>;
}

/**
 * The sections of the Preview (also the console's application page and the printable summary): their titles,
 * order and the fields each names. A field no section names is still shown, where the layout's rules put it.
 */
export const PreviewSectionsEditor = ({ form, places }: PreviewSectionsEditorProps) => {
  const { apply } = useDraftEditor();
  const [title, setTitle] = useState('');
  const sections = form.preview.sections;
  const titleOf = (name: string) => form.field(name)?.title ?? name;
  const shown = form.fields.filter((field) => !field.hidden && !form.preview.hidden?.includes(field.name));
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (apply((files) => addPreviewSection(files, title))) setTitle('');
  };
  const general = places.filter(({ place }) => place.tab === 'preview' && place.section === undefined);
  return (
    <Stack spacing={2}>
      {general.map(({ message }) => (
        <Alert key={message} severity="error">
          {message}
        </Alert>
      ))}
      <Typography variant="body2" color="text.secondary">
        A field no section names goes to the section that takes the rest of its step, or with the purpose block; the photograph and documents go to
        the section marked for uploads.
      </Typography>
      {sections.map((section, index) => {
        const problems = places.filter(({ place }) => place.tab === 'preview' && place.section === index);
        const roles = [
          section.rest?.length ? `takes the rest of ${section.rest.join(', ')}` : '',
          section.shownBy ? `holds the fields shown by ${titleOf(section.shownBy)}` : '',
          section.uploads ? 'holds the photograph and documents' : '',
        ].filter(Boolean);
        return (
          <Panel
            key={`${index}:${section.title}`}
            title={`${index + 1}. ${section.title}`}
            action={
              <Box>
                <IconButton
                  size="small"
                  aria-label={`Move ${section.title} up`}
                  disabled={index === 0}
                  onClick={() => apply((files) => movePreviewSection(files, index, index - 1))}
                >
                  <ArrowUpwardIcon fontSize="inherit" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Move ${section.title} down`}
                  disabled={index === sections.length - 1}
                  onClick={() => apply((files) => movePreviewSection(files, index, index + 1))}
                >
                  <ArrowDownwardIcon fontSize="inherit" />
                </IconButton>
                <IconButton size="small" aria-label={`Remove ${section.title}`} onClick={() => apply((files) => removePreviewSection(files, index))}>
                  <DeleteIcon fontSize="inherit" />
                </IconButton>
              </Box>
            }
          >
            <Stack spacing={1.5}>
              {problems.map(({ message }) => (
                <Alert key={message} severity="error">
                  {message}
                </Alert>
              ))}
              <CommitTextField
                key={section.title}
                size="small"
                label="Section title"
                value={section.title}
                onCommit={(text) => apply((files) => renamePreviewSection(files, index, text))}
                helperText="May name an answer in braces: Details of {sub_Visa_Service}"
              />
              {roles.length > 0 && (
                <Typography variant="caption" color="text.secondary">
                  Also {roles.join('; ')}.
                </Typography>
              )}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} aria-label={`Fields of ${section.title}`} role="list">
                {(section.fields ?? []).map((name) => (
                  <Chip
                    key={name}
                    role="listitem"
                    size="small"
                    label={titleOf(name)}
                    onDelete={() => apply((files) => unplacePreviewField(files, name))}
                  />
                ))}
              </Box>
              {section.blocks?.map((block) => (
                <Typography key={block.title} variant="body2">
                  <strong>{block.title}:</strong> {block.fields.map(titleOf).join(', ')}
                </Typography>
              ))}
              <SelectField
                label="Show a field here"
                size="small"
                sx={{ maxWidth: 360 }}
                value=""
                options={shown
                  .filter((field) => !section.fields?.includes(field.name))
                  .map((field) => ({ value: field.name, label: `${field.title} (${field.name})` }))}
                onValue={(name) => apply((files) => placePreviewField(files, name, index))}
              />
            </Stack>
          </Panel>
        );
      })}
      <Stack component="form" direction="row" spacing={1} onSubmit={add} aria-label="Add a section">
        <StringField size="small" label="New section title" value={title} onValue={setTitle} />
        <Button type="submit" startIcon={<AddIcon />} disabled={!title.trim()}>
          Add section
        </Button>
      </Stack>
    </Stack>
  );
};
