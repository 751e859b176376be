import { act, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { toast } from './toast';
import { Toasts } from './Toasts';

it('shows a message once however often it is raised while on screen, and different messages each', async () => {
  render(<Toasts />);
  // The container's code loads after the first paint; the pages that raise toasts load after it.
  await act(() => import('react-toastify/unstyled'));
  act(() => {
    toast.success('Application updated successfully.');
    toast.success('Application updated successfully.');
  });
  expect(await screen.findByText('Application updated successfully.')).toBeInTheDocument();
  act(() => toast.success('Application updated successfully.'));
  act(() => toast.error('Something went wrong'));
  expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  expect(screen.getAllByText('Application updated successfully.')).toHaveLength(1);
  expect(screen.getAllByRole('alert')).toHaveLength(2);
});
