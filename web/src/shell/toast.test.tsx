import { act, render, screen, waitFor } from '@testing-library/react';
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

it('shows a message again while its earlier toast is still leaving the screen', async () => {
  render(<Toasts />);
  const { toast: toastify } = await import('react-toastify/unstyled');
  act(() => toast.success('Application saved successfully.'));
  const first = await screen.findByText('Application saved successfully.');
  // Closing starts the exit animation; the toast stays in the page until it ends (here never: jsdom runs no animations).
  act(() => toastify.dismiss());
  act(() => toast.success('Application saved successfully.'));
  await waitFor(() => expect(screen.getAllByText('Application saved successfully.')).toHaveLength(2));
  expect(screen.getAllByText('Application saved successfully.')).toContain(first);
});
