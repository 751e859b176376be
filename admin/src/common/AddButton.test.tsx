import { Button, Dialog, DialogTitle } from '@mui/material';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddButton } from './AddButton';

afterEach(cleanup);

/** A dialog as the editors' are: it adds one thing, or is cancelled. */
const AddDialog = ({ onClose, onAdded }: { onClose: () => void; onAdded: (id: string) => void }) => (
  <Dialog open onClose={onClose} aria-labelledby="add-colour">
    <DialogTitle id="add-colour">Add a colour</DialogTitle>
    <Button onClick={() => onAdded('blue')}>Add blue</Button>
    <Button onClick={onClose}>Cancel</Button>
  </Dialog>
);

const renderButton = () => {
  const onAdded = vi.fn();
  render(
    <AddButton label="Add colour" onAdded={onAdded}>
      {(dialog) => <AddDialog {...dialog} />}
    </AddButton>,
  );
  return onAdded;
};

describe('AddButton', () => {
  it('opens its dialog, which closes once something is added, and says what was added', async () => {
    const onAdded = renderButton();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add colour' }));
    expect(screen.getByRole('dialog', { name: 'Add a colour' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add blue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onAdded).toHaveBeenCalledWith('blue');
  });

  it('closes its dialog on Cancel, adding nothing', async () => {
    const onAdded = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Add colour' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onAdded).not.toHaveBeenCalled();
  });
});
