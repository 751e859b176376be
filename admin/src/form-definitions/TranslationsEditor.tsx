import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  LinearProgress,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  addLanguage,
  catalogueOf,
  englishLanguageName,
  formLanguages,
  importTranslationsCsv,
  removeLanguage,
  setLanguageRequired,
  setTranslation,
  translatableTexts,
  translationsCsv,
  type FormDefinition,
  type TranslationImport,
} from '@evisa/forms/browser';
import { type FormEvent, useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { FilePickButton } from '../common/FilePickButton';
import { CommitTextField } from './CommitTextField';
import { useDraftEditor } from './DraftEditorContext';
import { download, readText } from './VersionFileButtons';

// Rows drawn at once: a form has hundreds of texts, and the search narrows them.
const PAGE = 50;

interface TranslationsEditorProps {
  definition: FormDefinition;
  formId: string;
  version: number;
  /** The language shown (a check error's place names it), and the editor's choice of another. */
  language: string | undefined;
  onLanguage: (language: string) => void;
  /** A text a check error concerns: shown first. */
  highlight?: string;
}

/**
 * The form's texts in each language it offers: key (and where it shows, in the editor's words), English and the
 * translation, missing ones marked; a language added by its ISO code, made required or not, exported to CSV for a
 * translator and imported back (checked, saying what changed). Every change is an edit of the draft (Undo).
 */
export const TranslationsEditor = ({ definition, formId, version, language, onLanguage, highlight }: TranslationsEditorProps) => {
  const { files, apply } = useDraftEditor();
  const notify = useNotify();
  const languages = formLanguages(files);
  const current = languages.find((candidate) => candidate.code === language) ?? languages[0];
  const texts = useMemo(() => translatableTexts(definition), [definition]);
  const catalogue = current ? catalogueOf(files, current.code) : undefined;
  const [search, setSearch] = useState('');
  const [onlyMissing, setOnlyMissing] = useState(false);
  const [shown, setShown] = useState(PAGE);
  const [newCode, setNewCode] = useState('');
  const [imported, setImported] = useState<{ name: string; result: TranslationImport }>();

  const translated = catalogue ? texts.filter((text) => catalogue.texts[text.key]?.trim()).length : 0;
  const needle = search.trim().toLowerCase();
  const rows = texts
    .filter((text) => !onlyMissing || !catalogue?.texts[text.key]?.trim())
    .filter(
      (text) =>
        !needle || [text.key, text.english, text.where, catalogue?.texts[text.key] ?? ''].some((value) => value.toLowerCase().includes(needle)),
    )
    .sort((a, b) => Number(b.key === highlight) - Number(a.key === highlight));

  const add = (event: FormEvent) => {
    event.preventDefault();
    const code = newCode.trim().toLowerCase();
    if (apply((draft) => addLanguage(draft, code))) {
      setNewCode('');
      onLanguage(code);
      notify(`${englishLanguageName(code)} added: every text shows in English until translated.`, { type: 'info' });
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }} role="list" aria-label="Languages">
        {languages.map((candidate) => {
          const done = translatableTexts(definition).filter((text) => catalogueOf(files, candidate.code).texts[text.key]?.trim()).length;
          return (
            <Chip
              key={candidate.code}
              role="listitem"
              label={`${englishLanguageName(candidate.code) ?? candidate.code} (${candidate.code}) ${done}/${texts.length}${candidate.required ? ' · required' : ''}`}
              color={candidate.code === current?.code ? 'primary' : done === texts.length ? 'success' : 'default'}
              variant={candidate.code === current?.code ? 'filled' : 'outlined'}
              onClick={() => onLanguage(candidate.code)}
            />
          );
        })}
        <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            label="Language code"
            placeholder="pt"
            value={newCode}
            onChange={(event) => setNewCode(event.target.value)}
            sx={{ width: 140 }}
          />
          <Button type="submit" size="small" startIcon={<AddIcon />} disabled={!newCode.trim()}>
            Add language
          </Button>
        </Box>
      </Stack>
      {!current && (
        <Alert severity="info">The form is in English only. Add a language by its ISO 639 code (pt for Portuguese, ja for Japanese…).</Alert>
      )}
      {current && catalogue && (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="h6" component="h3">
              {englishLanguageName(current.code)}
            </Typography>
            <Box sx={{ minWidth: 160 }}>
              <LinearProgress variant="determinate" value={texts.length ? (translated / texts.length) * 100 : 100} aria-label="Translated" />
              <Typography variant="caption">
                {translated} of {texts.length} texts translated{translated < texts.length ? `, ${texts.length - translated} shown in English` : ''}
              </Typography>
            </Box>
            <FormControlLabel
              control={
                <Switch
                  checked={current.required}
                  onChange={(event) => apply((draft) => setLanguageRequired(draft, current.code, event.target.checked))}
                />
              }
              label="Required for publishing"
            />
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              onClick={() =>
                download(`${formId}-version-${version}-${current.code}.csv`, translationsCsv(files, current.code), 'text/csv;charset=utf-8')
              }
            >
              Export CSV
            </Button>
            <FilePickButton
              label="Import CSV"
              accept="text/csv,.csv"
              inputLabel="Translations to import"
              onPick={async (file) => {
                const text = await readText(file);
                let result: TranslationImport | undefined;
                if (apply((draft) => (result = importTranslationsCsv(draft, current.code, text)).files) && result) {
                  setImported({ name: file.name, result });
                  notify(
                    `${file.name}: ${result.changes.length} text${result.changes.length === 1 ? '' : 's'} changed, ${result.unchanged} unchanged.`,
                    {
                      type: 'info',
                    },
                  );
                }
              }}
            />
            <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => apply((draft) => removeLanguage(draft, current.code))}>
              Remove language
            </Button>
          </Stack>
          {imported && (
            <Alert severity="success" onClose={() => setImported(undefined)} role="status" aria-label="Import">
              {imported.name}: {imported.result.changes.length} text{imported.result.changes.length === 1 ? '' : 's'} changed,{' '}
              {imported.result.unchanged} unchanged (Undo takes the import back).
              <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 160, overflow: 'auto' }}>
                {imported.result.changes.map((change) => (
                  <li key={change.key}>
                    {change.where}: {change.before ? `“${change.before}” → ` : ''}“{change.after}”
                  </li>
                ))}
              </Box>
            </Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <TextField size="small" label="Search" value={search} onChange={(event) => setSearch(event.target.value)} />
            <FormControlLabel
              control={<Switch checked={onlyMissing} onChange={(event) => setOnlyMissing(event.target.checked)} />}
              label="Only missing"
            />
          </Stack>
          <Table size="small" aria-label="Texts">
            <TableHead>
              <TableRow>
                <TableCell>Text</TableCell>
                <TableCell>English</TableCell>
                <TableCell>{englishLanguageName(current.code)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.slice(0, shown).map((text) => {
                const words = catalogue.texts[text.key] ?? '';
                return (
                  <TableRow key={text.key} selected={text.key === highlight}>
                    <TableCell sx={{ width: '30%' }}>
                      <Typography variant="body2">{text.where}</Typography>
                      <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                        {text.key}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ width: '30%' }} lang="en">
                      {text.english}
                    </TableCell>
                    <TableCell>
                      <CommitTextField
                        key={`${current.code}:${text.key}:${words}`}
                        size="small"
                        fullWidth
                        multiline={text.english.length > 80}
                        value={words}
                        lang={current.code}
                        slotProps={{ htmlInput: { 'aria-label': `${englishLanguageName(current.code)}: ${text.where}`, dir: 'auto' } }}
                        error={!words.trim()}
                        helperText={words.trim() ? undefined : 'Missing: shown in English'}
                        onCommit={(value) => apply((draft) => setTranslation(draft, current.code, text.key, value))}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {rows.length > shown && (
            <Button size="small" onClick={() => setShown((count) => count + PAGE)}>
              Show more ({rows.length - shown} left)
            </Button>
          )}
        </>
      )}
    </Stack>
  );
};
