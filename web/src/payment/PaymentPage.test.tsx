import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { validApplication } from '@evisa/forms/fixtures';
import { LAZY_LOAD, reply, stubApi, TEST_ID, warmValidators } from '../test/api';
import { renderRoutes } from '../test/renderRoutes';

// The payment session's ways to pay, as the server offers them without any surcharge.
const PAYPAL_ONLY = [{ method: 'paypal' as const, label: 'PayPal', surcharge: 0 }];
const PAYPAL_AND_CARD = [...PAYPAL_ONLY, { method: 'card' as const, label: 'Card', surcharge: 1.5 }];

/** The payment session the API opens: its token, the ways to pay (PayPal alone unless `more` says) and PayPal's mode. */
const paymentSession = (mode: 'sandbox-emulator' | 'paypal', more: { clientId?: string; methods?: typeof PAYPAL_AND_CARD } = {}) =>
  reply('/api/india/authenticate', 'get', 200, { success: true, accessToken: 'token', methods: PAYPAL_ONLY, mode, ...more });

// Generated on first import, slowly on a cold start: done once here, outside the tests' own time limits.
beforeAll(() => warmValidators('step1', 'step2', 'step3', 'step4', 'step5', 'security'), 120_000);

describe('the payment page', () => {
  const application = {
    ...validApplication(),
    sku_id: TEST_ID,
    payment_status: 'UNPAID' as const,
    fee: { amount: 65, currency: 'USD' as const, visaFee: 65, urgentFee: 0 },
  };

  function payments(handlers: Record<string, () => Response>) {
    stubApi((url) => {
      const key = Object.keys(handlers).find((path) => url.includes(path));
      return key ? handlers[key]!() : reply('/api/india/View-application/{id}', 'get', 200, { status: true, data: application });
    });
  }

  it('alerts when the payment configuration cannot be fetched, and keeps the buttons loading', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The server down: an answer the contract does not list for this call.
    payments({ authenticate: () => Response.json({ message: 'down' }, { status: 503 }) });
    renderRoutes(`/Payment/${TEST_ID}`);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to fetch payment configuration. Please try again.'), LAZY_LOAD);
    expect(await screen.findByText('65.00 USD')).toBeInTheDocument();
    expect(screen.getByText('Loading PayPal Buttons...')).toBeInTheDocument();
  });

  it('of a paid application, says so and gives its id to track it, no longer a temporary id to finish the form with', async () => {
    const paid = { ...application, payment_status: 'COMPLETED' as const };
    stubApi((url) =>
      url.includes('authenticate')
        ? paymentSession('sandbox-emulator')
        : reply('/api/india/View-application/{id}', 'get', 200, { status: true, data: paid }),
    );
    renderRoutes(`/Payment/${TEST_ID}`);

    expect(await screen.findByText(/This application has already been paid\./, {}, LAZY_LOAD)).toBeInTheDocument();
    const notice = screen.getByRole('complementary', { name: 'Your application ID' });
    expect(notice).toHaveTextContent('Keep it: with it you can track your application at any time.');
    expect(screen.getByRole('link', { name: 'track your application' })).toHaveAttribute('href', `/Track/${TEST_ID}`);
    expect(screen.queryByText('Your temporary application ID')).toBeNull();
    expect(screen.queryByRole('link', { name: 'complete a partly filled form' })).toBeNull();
  });

  it('alerts when the answer has no token', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    // An answer outside the contract (no token): the page must still say so.
    payments({ authenticate: () => Response.json({ success: true }) });
    renderRoutes(`/Payment/${TEST_ID}`);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Access token not found in response.'), LAZY_LOAD);
  });

  it('shows test mode and links an incomplete application to its steps', async () => {
    payments({
      authenticate: () => paymentSession('sandbox-emulator', { clientId: 'x' }),
      'create-Order': () =>
        reply('/api/india/create-Order', 'post', 409, {
          message: 'The application is not complete.',
          incompleteSteps: [
            { id: 'step5', route: '/Apply5', title: 'Photograph', errors: [{ field: 'image', message: 'Application image is required' }] },
          ],
        }),
    });
    renderRoutes(`/Payment/${TEST_ID}`);
    expect(await screen.findByText('Test mode.', {}, LAZY_LOAD)).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay 65.00 USD (test payment)' }));
    const link = await screen.findByRole('link', { name: 'Photograph' });
    expect(link.getAttribute('href')).toBe(`/Apply5/${TEST_ID}`);
    expect(screen.getByText(/Application image is required/)).toBeInTheDocument();
  });

  it('loads PayPal’s own buttons in paypal mode, saying so until they are there', async () => {
    payments({
      authenticate: () => paymentSession('paypal', { clientId: 'client-id' }),
    });
    renderRoutes(`/Payment/${TEST_ID}`);
    expect(await screen.findByText('Loading PayPal Buttons...', {}, LAZY_LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Test mode.')).toBeNull();
    await waitFor(() => expect(document.querySelector('script[src*="paypal.com/sdk/js"]')?.getAttribute('src')).toContain('client-id=client-id'));
    // PayPal's card fields load with its buttons.
    expect(decodeURIComponent(document.querySelector('script[src*="paypal.com/sdk/js"]')!.getAttribute('src')!)).toContain(
      'components=buttons,card-fields',
    );
  });

  it('alerts when the order cannot be created', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    payments({
      authenticate: () => paymentSession('sandbox-emulator'),
      'create-Order': () => reply('/api/india/create-Order', 'post', 201, { success: true, status: 'CREATED' }),
    });
    renderRoutes(`/Payment/${TEST_ID}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: /test payment/ }, LAZY_LOAD));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Order creation failed. No order ID returned.'));
  });

  it('pays by card in test mode: a card order, the card to the emulator (never to the API), then the capture', async () => {
    const emulatorOrder = 'http://localhost/api/paypal-sandbox/v2/checkout/orders/CARD1';
    const calls = stubApi((url, init) => {
      if (url.includes('authenticate')) return paymentSession('sandbox-emulator', { clientId: 'x', methods: PAYPAL_AND_CARD });
      if (url.includes('create-Order'))
        return reply('/api/india/create-Order', 'post', 201, {
          success: true,
          id: 'CARD1',
          status: 'CREATED',
          links: [{ href: emulatorOrder, rel: 'self', method: 'GET' }],
        });
      if (url === `${emulatorOrder}/confirm-payment-source`) {
        return JSON.parse(String(init?.body)).payment_source.card.number === '4111111111111111'
          ? reply('/api/paypal-sandbox/v2/checkout/orders/{id}/confirm-payment-source', 'post', 200, { id: 'CARD1', status: 'APPROVED', links: [] })
          : // PayPal's refusal of a card, which the emulator's contract does not list.
            Response.json(
              {
                name: 'INVALID_REQUEST',
                message: 'Request is not well-formed',
                details: [{ issue: 'INVALID_PARAMETER_VALUE', description: 'The card number is not valid.' }],
              },
              { status: 400 },
            );
      }
      if (url.includes('capture-Payment'))
        return reply('/api/india/capture-Payment', 'post', 200, {
          success: true,
          status: true,
          message: 'ok',
          data: { sku_id: TEST_ID, payment_status: 'COMPLETED', order_id: 'CARD1', capture_id: 'CAP1', amount: 66.5, currency: 'USD' },
        });
      return reply('/api/india/View-application/{id}', 'get', 200, { status: true, data: application });
    });
    renderRoutes(`/Payment/${TEST_ID}`);
    const user = userEvent.setup();
    expect(await screen.findByText('Card surcharge', {}, LAZY_LOAD)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Pay 66.50 USD by card (test payment)' }));
    expect(await screen.findByText('Enter the card number (13 to 19 digits).')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Card number'), '4111 1111 1111 1112');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '08/31');
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay 66.50 USD by card (test payment)' }));
    expect(await screen.findByText('Your card was not accepted. The card number is not valid.')).toBeInTheDocument();
    expect(calls.mock.calls.filter(([url]) => url.includes('capture-Payment'))).toHaveLength(0);

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4111111111111111');
    await user.click(screen.getByRole('button', { name: 'Pay 66.50 USD by card (test payment)' }));
    expect(await screen.findByRole('dialog', { name: 'Your Payment is successfully Paid' })).toBeInTheDocument();
    const order = calls.mock.calls.find(([url]) => url.includes('create-Order'));
    expect(JSON.parse(String(order?.[1]?.body))).toMatchObject({ sku_id: TEST_ID, method: 'card', amount: 66.5 });
    const confirmed = calls.mock.calls.filter(([url]) => url.endsWith('/confirm-payment-source')).at(-1);
    expect(JSON.parse(String(confirmed?.[1]?.body))).toEqual({
      payment_source: { card: { number: '4111111111111111', expiry: '2031-08', security_code: '123' } },
    });
    // The card never goes to the site's API.
    expect(calls.mock.calls.filter(([url, init]) => url.startsWith('/api/') && String(init?.body).includes('4111111111111111'))).toHaveLength(0);
  });

  it('blocks the way back', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    payments({
      authenticate: () => paymentSession('sandbox-emulator'),
    });
    const router = renderRoutes('/');
    await router.navigate(`/Payment/${TEST_ID}`);
    await screen.findByRole('button', { name: /test payment/ }, LAZY_LOAD);
    // The blocker is set by an effect, which React runs in a task after the render that showed the button: let it
    // run first (an applicant cannot press Back between the two; on a busy machine this test could).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await router.navigate(-1);
    // The blocked navigation is answered by an effect after a re-render: slow on a busy machine, so not 1 s.
    await waitFor(() => expect(alert).toHaveBeenCalledWith('You cannot navigate back from this page.'), LAZY_LOAD);
    expect(router.state.location.pathname).toBe(`/Payment/${TEST_ID}`);
  });
});
