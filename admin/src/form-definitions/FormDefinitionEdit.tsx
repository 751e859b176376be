import DeleteIcon from '@mui/icons-material/Delete';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import RedoIcon from '@mui/icons-material/Redo';
import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Box, Button, Grid, IconButton, Stack, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import { type DefinitionFiles, EditError, formatDateTime, type FormDefinition, queryForm, tryBuild } from '@evisa/forms/browser';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { Confirm, Link, Loading, Title, useCreatePath, useDelete, useGetOne, useNotify, useRedirect } from 'react-admin';
import { useBlocker, useParams } from 'react-router-dom';
import { StatusChip } from '../common/StatusChip';
import { ChangesFromPublished } from './ChangesFromPublished';
import { CheckResults } from './CheckResults';
import { definitionStatusChoices } from './choices';
import { CommitTextField } from './CommitTextField';
import { checkVersion, DraftConflict, saveDraft } from './definitionApi';
import { DraftConflictDialog } from './DraftConflictDialog';
import { DefinitionHistory } from './DefinitionHistory';
import { DraftEditorContext, type DraftEditor } from './DraftEditorContext';
import { FieldsEditor } from './FieldsEditor';
import { JsonFilesEditor } from './JsonFilesEditor';
import { ListsEditor } from './ListsEditor';
import { placeOfCheckError } from './placeOfCheckError';
import { PreviewSectionsEditor } from './PreviewSectionsEditor';
import { PublishButton } from './PublishButton';
import { StepPreview } from './StepPreview';
import { ThreeWayComparison } from './ThreeWayComparison';
import { TranslationsEditor } from './TranslationsEditor';
import type { CheckError, CheckResult, FormDefinitionRecord } from './types';
import { useEditHistory } from './useEditHistory';
import { usePublishedVersion } from './usePublishedVersion';
import { useVersionByNumber } from './useVersionByNumber';
import { ExportVersionButton, ImportVersionButton } from './VersionFileButtons';

type EditorTab = 'fields' | 'lists' | 'preview' | 'translations' | 'json' | 'compare' | 'history';

/** Where the editor is: the tab, and what is picked in it. */
interface EditorPlace {
  tab: EditorTab;
  stepId?: string;
  field?: string;
  listId?: string;
  file?: string;
  path?: string;
  language?: string;
  textKey?: string;
}

/**
 * What files build, once per files object: the saved files are the edited ones until the next edit, and undo brings
 * back earlier ones, so a build (and what the query reads of it, kept per definition) is made once and shared.
 */
const builds = new WeakMap<DefinitionFiles, FormDefinition | undefined>();
function buildOf(files: DefinitionFiles): FormDefinition | undefined {
  if (!builds.has(files)) builds.set(files, tryBuild(files));
  return builds.get(files);
}

const DraftEditorPage = ({ record }: { record: FormDefinitionRecord }) => {
  const [saved, setSaved] = useState({ files: record.files, note: record.note, hash: record.hash, revision: record.revision });
  const history = useEditHistory(record.files);
  const files = history.files;
  const [note, setNote] = useState(record.note);
  const [conflict, setConflict] = useState<DraftConflict>();
  const [saving, setSaving] = useState(false);
  const [place, setPlace] = useState<EditorPlace>({ tab: 'fields', stepId: 'step1' });
  const [check, setCheck] = useState<CheckResult>();
  const [checking, setChecking] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const [remove] = useDelete();
  const dirty = files !== saved.files || note !== saved.note;

  const definition = useMemo(() => buildOf(files), [files]);
  const form = useMemo(() => (definition ? queryForm(definition) : undefined), [definition]);

  const { edit } = history;
  const apply = useCallback(
    (change: (current: DefinitionFiles) => DefinitionFiles) => {
      try {
        edit(change);
        return true;
      } catch (error) {
        if (!(error instanceof EditError)) throw error;
        notify(error.message, { type: 'error' });
        return false;
      }
    },
    [edit, notify],
  );

  const placed = useMemo(
    () => (check?.errors ?? []).map((error) => ({ error, message: error.message, place: placeOfCheckError(error, files, form) })),
    [check, files, form],
  );
  const reveal = useCallback(
    (error: CheckError) => {
      const target = placeOfCheckError(error, files, form);
      if (target.tab === 'fields') setPlace({ tab: 'fields', stepId: target.stepId, field: target.field });
      else if (target.tab === 'lists') setPlace({ tab: 'lists', listId: target.listId });
      else if (target.tab === 'preview') setPlace({ tab: 'preview' });
      else if (target.tab === 'translations') setPlace({ tab: 'translations', language: target.language, textKey: target.key });
      else setPlace({ tab: 'json', file: target.file, path: target.path });
    },
    [files, form],
  );
  const editor = useMemo<DraftEditor>(
    () => ({ files, definition, form, apply, checkErrors: check?.errors ?? [], reveal }),
    [files, definition, form, apply, check, reveal],
  );

  /**
   * Saves the draft when it changed, unless someone saved it since this editor has it (then it says who and offers
   * their draft); false when the save failed (the editor was told why).
   */
  const save = async (): Promise<boolean> => {
    if (!dirty) return true;
    setSaving(true);
    try {
      const updated = await saveDraft(record.id, { files, note }, saved.revision);
      setSaved({ files, note, hash: updated.hash, revision: updated.revision });
      // The list and the version's page read it again when next shown; this page keeps what it has.
      void queryClient.invalidateQueries({ queryKey: ['form-definitions'], refetchType: 'none' });
      notify(updated.hash ? 'Draft saved.' : 'Draft saved. It does not build yet: run the checks to see why.', {
        type: updated.hash ? 'success' : 'warning',
      });
      return true;
    } catch (error) {
      if (error instanceof DraftConflict) setConflict(error);
      else notify(error instanceof Error ? error.message : 'The draft could not be saved.', { type: 'error' });
      return false;
    } finally {
      setSaving(false);
    }
  };
  /** Goes on from the draft as saved by someone else: their files become an edit (these changes stay in Undo). */
  const reload = (theirs: FormDefinitionRecord) => {
    edit(() => theirs.files);
    setNote(theirs.note);
    setSaved({ files: theirs.files, note: theirs.note, hash: theirs.hash, revision: theirs.revision });
    setConflict(undefined);
    notify('The draft as last saved is loaded. Undo brings your changes back.', { type: 'info' });
  };

  const runCheck = async () => {
    setChecking(true);
    try {
      if (await save()) setCheck(await checkVersion(record.id));
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The checks could not be run.', { type: 'error' });
    } finally {
      setChecking(false);
    }
  };

  // Leaving with unsaved changes asks first, inside the console and when the tab closes.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const savedDefinition = useMemo(() => (saved.hash ? buildOf(saved.files) : undefined), [saved]);
  // A draft copied from an older version than the live one: publishing it would undo what was published since.
  const { data: live } = usePublishedVersion(record.form_id);
  const since = record.published_since ?? [];
  const behind = since.length > 0 && live && live.version === since.at(-1)!.version ? live : undefined;
  const { data: base } = useVersionByNumber(record.form_id, since.length > 0 ? record.base_version : undefined);
  const preview = (stepId: string): ReactNode => (
    <StepPreview formId={record.form_id} hash={saved.hash} definition={savedDefinition} stepId={stepId} stale={files !== saved.files} onSave={save} />
  );

  return (
    <DraftEditorContext.Provider value={editor}>
      <Title title={`Draft version ${record.version}`} />
      <Stack spacing={2} sx={{ p: { xs: 1, md: 2 } }}>
        <Grid container spacing={2} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="h6" component="h2">
                Draft version {record.version}
              </Typography>
              <StatusChip value={record.status} choices={definitionStatusChoices} />
              {/* Which form: each form has versions of its own. */}
              <Typography variant="body2" color="text.secondary">
                of {record.form_id}
              </Typography>
              {dirty && (
                <Typography variant="caption" color="warning.main">
                  Unsaved changes
                </Typography>
              )}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: { md: 'flex-end' }, flexWrap: 'wrap', rowGap: 1 }}>
              {[
                { label: 'Undo', keys: 'Ctrl+Z', icon: UndoIcon, step: history.undo, can: history.canUndo },
                { label: 'Redo', keys: 'Ctrl+Shift+Z', icon: RedoIcon, step: history.redo, can: history.canRedo },
              ].map(({ label, keys, icon: Icon, step, can }) => (
                <Tooltip key={label} title={`${label} (${keys})`}>
                  {/* A disabled button fires no events: the span keeps its tooltip. */}
                  <span>
                    <IconButton size="small" aria-label={label} onClick={step} disabled={!can}>
                      <Icon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              ))}
              <CommitTextField key={saved.note} size="small" label="Note" value={note} onCommit={setNote} sx={{ minWidth: 240 }} />
              <Button variant="outlined" size="small" startIcon={<SaveIcon />} onClick={() => void save()} disabled={!dirty || saving}>
                Save
              </Button>
              <Button variant="outlined" size="small" startIcon={<FactCheckIcon />} onClick={() => void runCheck()} disabled={checking}>
                Check
              </Button>
              <PublishButton
                version={{ ...record, note }}
                beforePublish={save}
                onRefused={(errors) => setCheck({ ok: false, errors, languages: [] })}
                review={
                  behind
                    ? (answer) => (
                        <ThreeWayComparison
                          base={base && { version: base.version, definition: base.definition }}
                          draft={{ version: record.version, definition }}
                          live={{ version: behind.version, definition: behind.definition }}
                          {...answer}
                        />
                      )
                    : undefined
                }
              />
              <ExportVersionButton formId={record.form_id} version={record.version} note={note} files={files} />
              <ImportVersionButton
                formId={record.form_id}
                onImport={(imported) => {
                  edit(() => imported.files);
                  notify(
                    `Version ${imported.version} imported (${Object.keys(imported.files).length} files): save and run the checks before publishing. Undo takes it back.`,
                    { type: 'info' },
                  );
                }}
                onRefused={(reason) => notify(reason, { type: 'error' })}
              />
              <Button color="error" size="small" startIcon={<DeleteIcon />} onClick={() => setConfirmDelete(true)}>
                Delete draft
              </Button>
            </Stack>
          </Grid>
        </Grid>
        {since.length > 0 && (
          <Alert severity="warning" role="status" aria-label="Older draft">
            This draft was made from version {record.base_version}; since then{' '}
            {since
              .map(
                (entry) =>
                  `version ${entry.version} (${formatDateTime(entry.published_at, { time: false })}${entry.published_by ? `, ${entry.published_by}` : ''})`,
              )
              .join(', ')}{' '}
            {since.length === 1 ? 'was' : 'were'} published. Publishing it would undo what changed in between unless the draft has it too: Publish
            shows the three versions side by side first.
          </Alert>
        )}
        <CheckResults result={check} onReveal={reveal} form={form} files={files} />
        {!form && <Alert severity="warning">These files do not build a form: fix them in the JSON tab (run the checks to see where).</Alert>}
        <Tabs
          value={place.tab}
          onChange={(_event, tab: EditorTab) => setPlace((current) => ({ ...current, tab }))}
          aria-label="Editor"
          variant="scrollable"
        >
          <Tab value="fields" label="Fields" disabled={!form} />
          <Tab value="lists" label="Lists" disabled={!form} />
          <Tab value="preview" label="Preview sections" disabled={!form} />
          <Tab value="translations" label="Translations" disabled={!form} />
          <Tab value="json" label="JSON" />
          <Tab value="compare" label="Compare with published" />
          <Tab value="history" label="History" />
        </Tabs>
        <Box role="tabpanel" aria-label={place.tab}>
          {form && place.tab === 'fields' && (
            <FieldsEditor
              form={form}
              stepId={place.stepId ?? form.steps[0]!.id}
              field={place.field}
              onPlace={(stepId, field) => setPlace({ tab: 'fields', stepId, field })}
              places={placed}
              preview={preview}
            />
          )}
          {form && place.tab === 'lists' && (
            <ListsEditor form={form} listId={place.listId} onSelect={(listId) => setPlace({ tab: 'lists', listId })} places={placed} />
          )}
          {form && place.tab === 'preview' && <PreviewSectionsEditor form={form} places={placed} />}
          {definition && place.tab === 'translations' && (
            <TranslationsEditor
              definition={definition}
              formId={record.form_id}
              version={record.version}
              language={place.language}
              highlight={place.textKey}
              onLanguage={(language) => setPlace({ tab: 'translations', language })}
            />
          )}
          {(place.tab === 'json' || (!form && ['fields', 'lists', 'preview', 'translations'].includes(place.tab))) && (
            <JsonFilesEditor file={place.file} path={place.path} onFile={(file) => setPlace({ tab: 'json', file })} />
          )}
          {place.tab === 'compare' && <ChangesFromPublished formId={record.form_id} definition={definition ?? null} version={record.version} />}
          {place.tab === 'history' && <DefinitionHistory />}
        </Box>
      </Stack>
      {conflict && <DraftConflictDialog id={record.id} conflict={conflict} mine={files} onReload={reload} onClose={() => setConflict(undefined)} />}
      <Confirm
        isOpen={blocker.state === 'blocked'}
        title="Leave without saving?"
        content="The changes made since the last save will be lost."
        confirm="Leave"
        cancel="Stay"
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
      <Confirm
        isOpen={confirmDelete}
        title={`Delete draft version ${record.version}?`}
        content="The draft and its changes are deleted. Published and archived versions are not touched."
        confirm="Delete"
        onConfirm={() =>
          void remove(
            'form-definitions',
            { id: record.id, previousData: record },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                setConfirmDelete(false);
                setSaved({ ...saved, files, note });
                void queryClient.invalidateQueries();
                notify(`Draft version ${record.version} deleted.`, { type: 'info' });
                redirect('list', 'form-definitions');
              },
              onError: (error) => notify(error instanceof Error ? error.message : 'The draft could not be deleted.', { type: 'error' }),
            },
          )
        }
        onClose={() => setConfirmDelete(false)}
      />
    </DraftEditorContext.Provider>
  );
};

/**
 * The editor of a draft: fields step by step, lists and Preview sections without JSON, a JSON editor for
 * everything else, a live preview, the checks beside what they concern, the comparison, publishing and history.
 */
export const FormDefinitionEdit = () => {
  const { id } = useParams<{ id: string }>();
  const createPath = useCreatePath();
  // The editor copies its record into its state once, so it starts only from the record fetched for it now: what
  // react-admin's cache holds first may be the list's row (no files) or an older copy of the draft.
  const { data: record, isFetchedAfterMount, error } = useGetOne<FormDefinitionRecord>('form-definitions', { id: id! }, { refetchOnMount: 'always' });
  if (!isFetchedAfterMount) return <Loading />;
  if (error || !record) return <Alert severity="error">This version could not be loaded.</Alert>;
  if (record.status !== 'draft') {
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        Version {record.version} is {record.status}: it is history and stays as it is.{' '}
        <Link to={createPath({ resource: 'form-definitions', type: 'show', id: record.id })}>Open it to start a draft from it.</Link>
      </Alert>
    );
  }
  return <DraftEditorPage key={record.id} record={record} />;
};
