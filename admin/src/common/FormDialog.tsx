import { Button, type ButtonProps, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { type FormEvent, type ReactNode, useId } from 'react';

interface FormDialogProps {
  title: ReactNode;
  /** The submit button's words ('Add field'). */
  submitLabel: string;
  /** Called with the form's fields valid as the browser checks them; nothing else is done for it. */
  onSubmit: () => void;
  onClose: () => void;
  open?: boolean;
  submitDisabled?: boolean;
  submitColor?: ButtonProps['color'];
  children: ReactNode;
}

/** A dialog holding one small form: its title, its fields one under the other, Cancel and the submit button (Enter submits too). */
export const FormDialog = ({ title, submitLabel, onSubmit, onClose, open = true, submitDisabled, submitColor, children }: FormDialogProps) => {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color={submitColor} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
