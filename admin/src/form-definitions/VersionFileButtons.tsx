import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { readVersionFile, versionFile, type DefinitionFiles, type VersionFile } from '@evisa/forms/browser';
import { FilePickButton } from '../common/FilePickButton';

/** Saves a text as a file on the editor's computer. */
export function download(name: string, text: string, type: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** Downloads a whole version (every file, with its form, number and note) as one JSON file. */
export const ExportVersionButton = ({ formId, version, note, files }: { formId: string; version: number; note: string; files: DefinitionFiles }) => (
  <Button
    size="small"
    startIcon={<DownloadIcon />}
    onClick={() =>
      download(`${formId}-version-${version}.json`, JSON.stringify(versionFile(formId, version, note, files), null, 2), 'application/json')
    }
  >
    Export
  </Button>
);

interface ImportVersionButtonProps {
  /** The form the draft is a version of: a file of another form is refused. */
  formId: string;
  /** The file's version, once it passed the checks of readVersionFile. */
  onImport: (imported: VersionFile) => void;
  /** Why the file was refused; nothing changed. */
  onRefused: (reason: string) => void;
}

/** A picked file's text (FileReader: what every browser, and jsdom for the tests, reads a File with). */
export const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });

/** Picks an exported version's file and hands on its files once checked (a bad file is refused with the reason). */
export const ImportVersionButton = ({ formId, onImport, onRefused }: ImportVersionButtonProps) => {
  return (
    <FilePickButton
      label="Import"
      accept="application/json,.json"
      inputLabel="Version file to import"
      onPick={async (file) => {
        try {
          onImport(readVersionFile(await readText(file), formId));
        } catch (error) {
          onRefused(`${file.name} was not imported: ${error instanceof Error ? error.message : String(error)}`);
        }
      }}
    />
  );
};
