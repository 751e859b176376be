import type { Schemas } from '@evisa/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerWith, LAZY_LOAD, TEST_ID } from '../test/api';
import { renderRoutes } from '../test/renderRoutes';

type ReviewStage = Schemas['Application']['review_stage'];

async function typeNumber(value: string) {
  const input = await screen.findByLabelText(/Enter your Application Number/, {}, LAZY_LOAD);
  await userEvent.setup().type(input, value);
}

describe('the application number lookup', () => {
  it('says nothing while an incomplete number is typed, and what is wrong with it on Submit', async () => {
    const fetchMock = answerWith('/api/india/View-application/{id}', 'get', 200, {});
    renderRoutes('/Partial-Filled');
    await typeNumber('  ABC  ');
    expect(screen.getByRole('status').textContent).toBe('');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please check the application number: it has 17 letters and digits (this one has 3).')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the application is not found', async () => {
    answerWith('/api/india/View-application/{id}', 'get', 404, { success: false, status: false, message: 'Application not found' });
    renderRoutes('/Partial-Filled');
    await typeNumber(TEST_ID);
    expect(await screen.findByText('Application not found or an error occurred.')).toBeInTheDocument();
  });

  it('says a paid application is under review, with the support phone', async () => {
    answerWith('/api/india/View-application/{id}', 'get', 200, { status: true, data: { sku_id: TEST_ID, payment_status: 'COMPLETED' } });
    renderRoutes('/Visa-Fee');
    await typeNumber(TEST_ID);
    expect(await screen.findByText(/has been received and is under review\. For any question, call our support team on \+/)).toBeInTheDocument();
  });

  it.each([
    ['in_review', /Our team is checking your application ABCDEFGHJKMNPQRST and its documents now\./],
    ['submitted', /has been checked and submitted to the Government of India/],
    ['approved', /Your e-Visa for application ABCDEFGHJKMNPQRST has been granted/],
  ])('says where a paid application stands: %s', async (stage, words) => {
    answerWith('/api/india/View-application/{id}', 'get', 200, {
      status: true,
      data: { sku_id: TEST_ID, payment_status: 'COMPLETED', review_stage: stage as ReviewStage },
    });
    renderRoutes('/Partial-Filled');
    await typeNumber(TEST_ID);
    // The id in the sentence is shown in its groups (ApplicationId), so the words span several elements.
    const sentence = await screen.findByText((_, element) => element?.tagName === 'P' && words.test(element.textContent ?? ''));
    expect(sentence.querySelector('.application-id')?.textContent).toBe(TEST_ID);
    expect(screen.queryByRole('link', { name: 'Correct my application' })).not.toBeInTheDocument();
  });

  it('links an application waiting for corrections to its first step to correct', async () => {
    answerWith('/api/india/View-application/{id}', 'get', 200, {
      status: true,
      data: { sku_id: TEST_ID, payment_status: 'COMPLETED', review_stage: 'waiting_for_corrections' },
    });
    renderRoutes('/Visa-Fee');
    await typeNumber(TEST_ID);
    expect(await screen.findByText('Waiting for your corrections')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Correct my application' })).toHaveAttribute('href', `/Apply/${TEST_ID}`);
  });

  it('continues an unpaid application at step 1', async () => {
    answerWith('/api/india/View-application/{id}', 'get', 200, { status: true, data: { sku_id: TEST_ID, payment_status: 'UNPAID' } });
    const router = renderRoutes('/Partial-Filled');
    await typeNumber(TEST_ID);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/Apply/${TEST_ID}`));
  });

  it('takes an unpaid application to its payment from /Visa-Fee', async () => {
    answerWith('/api/india/View-application/{id}', 'get', 200, { status: true, data: { sku_id: TEST_ID, payment_status: 'UNPAID' } });
    const router = renderRoutes('/Visa-Fee');
    await typeNumber(TEST_ID);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/Payment/${TEST_ID}`));
  });

  it('names other states and a missing record', async () => {
    answerWith('/api/india/View-application/{id}', 'get', 200, { status: true, data: { sku_id: TEST_ID, payment_status: 'REFUNDED' } });
    renderRoutes('/Partial-Filled');
    await typeNumber(TEST_ID);
    expect(await screen.findByText('Invalid payment status. Please try again.')).toBeInTheDocument();

    answerWith('/api/india/View-application/{id}', 'get', 200, { status: true });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Application data not loaded. Please try again.')).toBeInTheDocument();
  });
});
