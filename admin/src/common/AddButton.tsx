import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { type ReactNode, useState } from 'react';

/** What the button gives its dialog: how to close it, and how to say what was added (which closes it too). */
interface AddDialogProps {
  onClose: () => void;
  onAdded: (id: string) => void;
}

interface AddButtonProps {
  label: string;
  /** The dialog, rendered while it is open. */
  children: (dialog: AddDialogProps) => ReactNode;
  /** Called with what was added, once its dialog is closed (to select it). */
  onAdded: (id: string) => void;
}

/** A panel's small Add button: it opens a dialog, which closes on Cancel or once something is added. */
export const AddButton = ({ label, children, onAdded }: AddButtonProps) => {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open &&
        children({
          onClose: close,
          onAdded: (id) => {
            close();
            onAdded(id);
          },
        })}
    </>
  );
};
