import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box, Chip, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { conditionInWords, moveField, type FormStep } from '@evisa/forms/browser';
import { useState } from 'react';
import { useDraftEditor } from './DraftEditorContext';
import { KIND_NAMES } from './kindNames';

interface FieldListProps {
  step: FormStep;
  selected: string | undefined;
  onSelect: (name: string) => void;
  /** Field name -> the check errors found about it. */
  problems: Map<string, string[]>;
}

/**
 * The fields of a step in display order. Drag a row to reorder (or use the arrows, from the keyboard); the order
 * is the step's `ui:order`, so the site, the Preview and the console follow it.
 */
export const FieldList = ({ step, selected, onSelect, problems }: FieldListProps) => {
  const { apply, form } = useDraftEditor();
  const [dragged, setDragged] = useState<string>();
  const [over, setOver] = useState<string>();
  const move = (name: string, toIndex: number) => apply((files) => moveField(files, step.id, name, toIndex));
  return (
    <List dense aria-label={`Fields of ${step.title}`} sx={{ py: 0 }}>
      {step.fields.map((field, index) => {
        const fieldProblems = problems.get(field.name);
        return (
          <ListItem
            key={field.name}
            disablePadding
            draggable
            onDragStart={(event) => {
              setDragged(field.name);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', field.name);
            }}
            onDragOver={(event) => {
              if (!dragged) return;
              event.preventDefault();
              setOver(field.name);
            }}
            onDragLeave={() => setOver(undefined)}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged && dragged !== field.name) move(dragged, index);
              setDragged(undefined);
              setOver(undefined);
            }}
            onDragEnd={() => {
              setDragged(undefined);
              setOver(undefined);
            }}
            sx={{
              borderTop: 2,
              borderColor: over === field.name ? 'primary.main' : 'transparent',
              opacity: dragged === field.name ? 0.5 : 1,
              // Room for both arrows: ListItem's own rule keeps room for one secondary action, over the button's sx.
              '& > .MuiListItemButton-root': { pr: 10 },
            }}
            secondaryAction={
              <Box sx={{ display: 'flex' }}>
                <IconButton size="small" aria-label={`Move ${field.title} up`} disabled={index === 0} onClick={() => move(field.name, index - 1)}>
                  <ArrowUpwardIcon fontSize="inherit" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Move ${field.title} down`}
                  disabled={index === step.fields.length - 1}
                  onClick={() => move(field.name, index + 1)}
                >
                  <ArrowDownwardIcon fontSize="inherit" />
                </IconButton>
              </Box>
            }
          >
            <ListItemButton selected={selected === field.name} onClick={() => onSelect(field.name)}>
              <ListItemIcon sx={{ minWidth: 28, cursor: 'grab' }} aria-hidden>
                <DragIndicatorIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={
                  <>
                    {field.title}
                    {fieldProblems && (
                      <Tooltip title={fieldProblems.join(' ')}>
                        <ErrorOutlineIcon
                          color="error"
                          fontSize="inherit"
                          sx={{ ml: 0.5, verticalAlign: 'middle' }}
                          aria-label={`${fieldProblems.length} problem(s)`}
                        />
                      </Tooltip>
                    )}
                  </>
                }
                secondary={[
                  KIND_NAMES[field.kind],
                  field.required ? 'required' : 'optional',
                  field.condition && form ? `when ${conditionInWords(form, field.condition)}` : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
              {field.hidden && <Chip size="small" label="hidden" variant="outlined" />}
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
};
