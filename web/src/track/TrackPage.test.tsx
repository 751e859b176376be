import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applicationIdGroups } from '@evisa/forms/browser';
import { answerWith, LAZY_LOAD, reply, stubApi, TEST_ID } from '../test/api';
import { renderRoutes } from '../test/renderRoutes';

const tracking = (data: Record<string, unknown>) => ({
  success: true as const,
  status: true as const,
  data: {
    sku_id: TEST_ID,
    payment_status: 'COMPLETED' as const,
    Visa_Service: 'eTOURIST VISA',
    Application_Type: 'Urgent Processing',
    promised_by: null,
    correction: null,
    timeline: [
      { step: 'paid', reached: true, at: '2026-11-23T09:30:00.000Z' },
      { step: 'in_review', reached: true, at: '2026-11-24T10:00:00.000Z' },
      { step: 'waiting_for_corrections', reached: false, at: null },
      { step: 'submitted', reached: false, at: null },
      { step: 'decided', reached: false, at: null },
    ] as const,
    ...data,
  },
});

describe('/Track', () => {
  it('opens the tracking page of the number typed in', async () => {
    answerWith('/api/india/track/{id}', 'get', 200, tracking({ stage: 'in_review' }));
    const router = renderRoutes('/Track');
    await userEvent.setup().type(await screen.findByLabelText(/Enter your Application Number/, {}, LAZY_LOAD), TEST_ID.toLowerCase());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Track' }));
    expect(router.state.location.pathname).toBe(`/Track/${TEST_ID}`);
  });

  it('shows the milestones with their dates, the one reached now, and when the submission is due', async () => {
    answerWith('/api/india/track/{id}', 'get', 200, tracking({ stage: 'in_review', promised_by: '2026-11-26T09:30:00.000Z' }));
    renderRoutes(`/Track/${TEST_ID}`);
    const timeline = await screen.findByRole('list', { name: 'Milestones' }, LAZY_LOAD);
    const steps = within(timeline).getAllByRole('listitem');
    // Corrections were never asked for: no such milestone.
    expect(steps.map((step) => step.textContent)).toEqual([
      'Paid and received23 November 2026',
      'In review24 November 2026',
      'Submitted to the Government of IndiaTo come',
      'DecisionTo come',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(/We submit it to the Government of India by 26 November 2026\./)).toBeInTheDocument();
    // The id as every page shows it: in groups of four, in the heading line and in the stage's words.
    const ids = document.querySelectorAll('.track__body .application-id');
    expect([...ids].map((shown) => [...shown.querySelectorAll('.application-id__group')].map((group) => group.textContent).join(' '))).toEqual([
      applicationIdGroups(TEST_ID).join(' '),
      applicationIdGroups(TEST_ID).join(' '),
    ]);
  });

  it('links an application waiting for corrections to the form', async () => {
    answerWith(
      '/api/india/track/{id}',
      'get',
      200,
      tracking({
        stage: 'waiting_for_corrections',
        correction: { requested_at: '2026-11-24T11:00:00.000Z', fields: ['Place of Issue'] },
        timeline: [
          { step: 'paid', reached: true, at: '2026-11-23T09:30:00.000Z' },
          { step: 'in_review', reached: true, at: '2026-11-24T10:00:00.000Z' },
          { step: 'waiting_for_corrections', reached: true, at: '2026-11-24T11:00:00.000Z' },
          { step: 'submitted', reached: false, at: null },
          { step: 'decided', reached: false, at: null },
        ],
      }),
    );
    renderRoutes(`/Track/${TEST_ID}`);
    expect(await screen.findByRole('link', { name: 'Correct my application' }, LAZY_LOAD)).toHaveAttribute('href', `/Apply/${TEST_ID}`);
    expect(screen.getByText('Your corrections')).toBeInTheDocument();
  });

  it('says when the application is not found', async () => {
    answerWith('/api/india/track/{id}', 'get', 404, { success: false, status: false, message: 'Application not found' });
    renderRoutes(`/Track/${TEST_ID}`);
    expect(await screen.findByText('Application not found', {}, LAZY_LOAD)).toBeInTheDocument();
  });

  it('offers the decision document for the passport number, and to send it again, saying what the server says', async () => {
    const calls = stubApi((url) =>
      url.endsWith('/document')
        ? reply('/api/india/track/{id}/document', 'post', 403, {
            success: false,
            status: false,
            message: 'The application number and passport number do not match.',
          })
        : url.endsWith('/send-document')
          ? reply('/api/india/track/{id}/send-document', 'post', 202, { success: true, status: true, message: 'We have e-mailed a fresh link.' })
          : reply('/api/india/track/{id}', 'get', 200, tracking({ stage: 'approved', document: true })),
    );
    renderRoutes(`/Track/${TEST_ID}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Passport number', {}, LAZY_LOAD), 'x 123');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('The application number and passport number do not match.')).toBeInTheDocument();
    expect(JSON.parse(String(calls.mock.calls.find(([url]) => url.endsWith('/document'))?.[1]?.body))).toEqual({ passport_number: 'x 123' });
    await user.click(screen.getByRole('button', { name: 'Send it to me again' }));
    expect(await screen.findByText('We have e-mailed a fresh link.')).toBeInTheDocument();
  });

  it('shows what the refund policy gives back before the request is sent, sends only the reason, then says it is pending', async () => {
    const standing = (request: Record<string, unknown> | null) => ({
      success: true as const,
      status: true as const,
      data: {
        currency: 'USD' as const,
        paid: 85,
        refunded: 0,
        can_ask: request === null,
        quote: { amount: 42.5, rule: { id: 'cancellation_window' as const, words: 'Within 30 minutes: the fee minus a 50% cancellation fee.' } },
        request,
      },
    });
    const calls = stubApi((url, init) =>
      url.endsWith('/refund')
        ? init?.method === 'POST'
          ? reply(
              '/api/india/track/{id}/refund',
              'post',
              201,
              standing({
                status: 'PENDING',
                policy_amount: 42.5,
                amount: null,
                staff_reason: null,
                created_at: '2026-11-23T09:40:00.000Z',
                decided_at: null,
              }),
            )
          : reply('/api/india/track/{id}/refund', 'get', 200, standing(null))
        : reply('/api/india/track/{id}', 'get', 200, tracking({ stage: 'received' })),
    );
    renderRoutes(`/Track/${TEST_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ask for a refund' }, LAZY_LOAD));
    expect(screen.getByText(/you would get back/)).toHaveTextContent('By our refund policy you would get back 42.50 USD of the 85.00 USD you paid.');
    expect(screen.getByText('Within 30 minutes: the fee minus a 50% cancellation fee.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Why do you ask for a refund?'), 'My trip is cancelled.');
    await user.click(screen.getByRole('button', { name: 'Send my refund request' }));
    expect(await screen.findByText(/You asked for a refund on 23 November 2026/)).toHaveTextContent('by our refund policy it is 42.50 USD');
    const sent = calls.mock.calls.find(([url, init]) => url.endsWith('/refund') && init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ reason: 'My trip is cancelled.' });
    expect(screen.queryByRole('button', { name: 'Ask for a refund' })).not.toBeInTheDocument();
  });
});
