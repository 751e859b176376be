import { paidApplication } from '@evisa/test-support';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import { api, signInAs, useRealApi } from '../test/realApi';
import type { RefundRequest } from './types';

// The first render pulls in the whole of react-admin and MUI, which takes a while under jsdom.
const slow = { timeout: 15_000 };

beforeEach(() => {
  localStorage.clear();
  useRealApi();
});
afterEach(cleanup);

describe('a refund request', () => {
  it("shows the applicant's reason and the policy's amount with its rule, and is declined with a reason", async () => {
    const staff = await signInAs('staff');
    const skuId = await paidApplication({ baseUrl: '', client: '10.26.4.1' });
    await api('POST', `/api/india/track/${skuId}/refund`, { reason: 'My flight was cancelled.' });
    const filter = encodeURIComponent(JSON.stringify({ sku_id: skuId }));
    const [request] = await api<RefundRequest[]>('GET', `/api/admin/refund-requests?filter=${filter}`, undefined, staff.token);
    window.history.pushState({}, '', `/admin/refund-requests/${request.id}/show`);
    render(<App />);

    expect(await screen.findByText('My flight was cancelled.', {}, slow)).toBeInTheDocument();
    const policy = screen.getByRole('region', { name: 'By the refund policy' });
    expect(policy).toHaveTextContent(`${request.policy_amount.toFixed(2)} USD`);
    expect(policy).toHaveTextContent(/within 30 minutes of submitting your application/);

    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the refund' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Your visa was already submitted.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Declined; the applicant was e-mailed', {}, slow)).toBeInTheDocument();
    // The page reloads the request: decided, with the reason, and nothing left to decide.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Decision' })).toHaveTextContent('Your visa was already submitted.'), slow);
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
