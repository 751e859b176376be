import UploadIcon from '@mui/icons-material/Upload';
import { Button } from '@mui/material';
import { useRef } from 'react';

interface FilePickButtonProps {
  /** The button's words. */
  label: string;
  /** The kinds of file offered (the file input's accept). */
  accept: string;
  /** The hidden file input's accessible name. */
  inputLabel: string;
  onPick: (file: File) => Promise<void>;
}

/** A button that opens the browser's file picker and hands on the file picked; the same file can be picked again. */
export const FilePickButton = ({ label, accept, inputLabel, onPick }: FilePickButtonProps) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button size="small" startIcon={<UploadIcon />} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={inputLabel}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) await onPick(file);
        }}
      />
    </>
  );
};
