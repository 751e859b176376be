import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import SortByAlphaIcon from '@mui/icons-material/SortByAlpha';
import { Alert, Box, Button, Grid, IconButton, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { addListEntry, removeListEntry, renameListEntry, sortList, type FormList, type FormQuery } from '@evisa/forms/browser';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { AddButton } from '../common/AddButton';
import { Panel } from '../common/Panel';
import { StringField } from '../common/StringField';
import { CommitTextField } from './CommitTextField';
import { NewListDialog } from './NewListDialog';
import { useDraftEditor } from './DraftEditorContext';
import { fieldsUsing } from './listsOfFields';
import type { CheckPlace } from './placeOfCheckError';

/** The height of one entry's row (dense, with a divider): rows are laid out at this height, only those in view made. */
const ROW_HEIGHT = 41;

interface ListsEditorProps {
  form: FormQuery;
  listId: string | undefined;
  onSelect: (listId: string) => void;
  places: Array<{ place: CheckPlace; message: string }>;
}

/** A derived list is made from another when the definition is built (`derive` in its file): it is not edited itself. */
const derivedFrom = (files: Record<string, unknown>, form: FormQuery, list: FormList): string | undefined => {
  const file = files[list.file] as { derive?: { from?: string } } | undefined;
  const from = list.pointer === '' ? file?.derive?.from : undefined;
  return from && (form.lists.find((candidate) => candidate.file === `lists/${from}` && candidate.pointer === '')?.title ?? from);
};

/** One entry: its text, and renaming or removing it. */
const Entry = ({
  list,
  text,
  renaming,
  onRenaming,
}: {
  list: FormList;
  text: string;
  renaming: boolean;
  onRenaming: (text: string | undefined) => void;
}) => {
  const { apply } = useDraftEditor();
  return (
    <ListItem
      component="div"
      divider
      sx={{ height: ROW_HEIGHT }}
      secondaryAction={
        renaming ? null : (
          <>
            <IconButton size="small" aria-label={`Rename ${text}`} onClick={() => onRenaming(text)}>
              <EditIcon fontSize="inherit" />
            </IconButton>
            <IconButton size="small" aria-label={`Remove ${text}`} onClick={() => apply((files) => removeListEntry(files, list.id, text))}>
              <DeleteIcon fontSize="inherit" />
            </IconButton>
          </>
        )
      }
    >
      {renaming ? (
        <CommitTextField
          size="small"
          label={`Rename ${text}`}
          value={text}
          autoFocus
          fullWidth
          onCommit={(renamed) => {
            if (!renamed.trim() || apply((files) => renameListEntry(files, list.id, text, renamed.trim()))) onRenaming(undefined);
          }}
          onBlurCapture={() => onRenaming(undefined)}
        />
      ) : (
        <ListItemText primary={text} />
      )}
    </ListItem>
  );
};

const Entries = ({ list }: { list: FormList }) => {
  const { apply } = useDraftEditor();
  const [entry, setEntry] = useState('');
  const [renaming, setRenaming] = useState<string>();
  const [filter, setFilter] = useState('');
  const [added, setAdded] = useState<string>();
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (apply((files) => addListEntry(files, list.id, entry.trim()))) {
      setAdded(entry.trim());
      setEntry('');
    }
  };
  const shown = useMemo(() => {
    const wanted = filter.trim().toLowerCase();
    return list.values.map(String).filter((value) => value.toLowerCase().includes(wanted));
  }, [list.values, filter]);
  // A list may have thousands of entries: only the rows in view are made, the scroll height is the whole list's.
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useVirtualizer({ count: shown.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 10 });
  // An entry just added is brought into view (it goes last, far below the rows shown).
  useEffect(() => {
    const at = added === undefined ? -1 : shown.indexOf(added);
    if (at < 0) return;
    rows.scrollToIndex(at, { align: 'center' });
    setAdded(undefined);
  }, [added, shown, rows]);
  return (
    <Stack spacing={2}>
      <Stack component="form" direction="row" spacing={1} onSubmit={add} aria-label={`Add an entry to ${list.title}`}>
        <StringField size="small" label="New entry" value={entry} onValue={setEntry} fullWidth />
        <Button type="submit" variant="contained" startIcon={<AddIcon />} disabled={!entry.trim()}>
          Add
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <StringField size="small" label="Find an entry" value={filter} onValue={setFilter} sx={{ flex: 1 }} />
        <Button startIcon={<SortByAlphaIcon />} onClick={() => apply((files) => sortList(files, list.id))}>
          Sort A–Z
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {list.values.length} entries. A renamed or removed entry stays in the answers already given.
      </Typography>
      <Box ref={scroller} sx={{ maxHeight: 520, overflow: 'auto' }}>
        <List dense aria-label={`Entries of ${list.title}`} sx={{ height: rows.getTotalSize(), position: 'relative', py: 0 }}>
          {rows.getVirtualItems().map((row) => (
            <Box
              key={shown[row.index]}
              role="listitem"
              sx={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${row.start}px)` }}
            >
              <Entry list={list} text={shown[row.index]!} renaming={renaming === shown[row.index]} onRenaming={setRenaming} />
            </Box>
          ))}
        </List>
      </Box>
    </Stack>
  );
};

/** The value lists of the definition: add, rename, remove and sort entries; add a list for a new choice. */
export const ListsEditor = ({ form, listId, onSelect, places }: ListsEditorProps) => {
  const { files } = useDraftEditor();
  const list = form.lists.find((candidate) => candidate.id === listId) ?? form.lists[0];
  const problemsOf = (id: string) => places.filter(({ place }) => place.tab === 'lists' && place.listId === id).map(({ message }) => message);
  const source = list && derivedFrom(files, form, list);
  const usedBy = (candidate: FormList) => fieldsUsing(form, candidate).map((field) => field.title);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Panel
          title="Lists"
          action={
            <AddButton label="New list" onAdded={onSelect}>
              {(dialog) => <NewListDialog {...dialog} />}
            </AddButton>
          }
        >
          <List dense aria-label="Lists">
            {form.lists.map((candidate) => (
              <ListItemButton key={candidate.id} selected={candidate.id === list?.id} onClick={() => onSelect(candidate.id)}>
                <ListItemText
                  primary={candidate.title}
                  secondary={[
                    `${candidate.values.length} entries`,
                    usedBy(candidate).length ? `offered by ${usedBy(candidate).join(', ')}` : 'not offered yet',
                  ].join(' · ')}
                />
                {problemsOf(candidate.id).length > 0 && <ErrorOutlineIcon color="error" fontSize="small" aria-label="Has problems" />}
              </ListItemButton>
            ))}
          </List>
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        {list && (
          <Panel title={list.title}>
            <Box sx={{ mb: 2 }}>
              {problemsOf(list.id).map((message) => (
                <Alert key={message} severity="error" sx={{ mb: 1 }}>
                  {message}
                </Alert>
              ))}
            </Box>
            {source ? (
              <Alert severity="info">This list is made from {source} when the form is built: change that list.</Alert>
            ) : (
              <Entries key={list.id} list={list} />
            )}
          </Panel>
        )}
      </Grid>
    </Grid>
  );
};
