import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { validApplication } from '@evisa/forms/fixtures';
import { stubApi, warmValidators } from './api';
import { renderRoutes } from './renderRoutes';

// Generated on first import, slowly on a cold start: done once here, outside the tests' own time limits.
beforeAll(() => warmValidators('step1', 'step2', 'step3', 'step4', 'step5', 'security'), 120_000);

const ID = 'ABCDEFGHJKMNPQRST';
const lazyLoad = { timeout: 10_000 };

function answerView(body: unknown, status = 200) {
  return stubApi(() => Response.json(body, { status }));
}

async function typeNumber(value: string) {
  const input = await screen.findByLabelText(/Enter your Application Number/, {}, lazyLoad);
  await userEvent.setup().type(input, value);
}

describe('the application number lookup', () => {
  it('says nothing while an incomplete number is typed, and what is wrong with it on Submit', async () => {
    const fetchMock = answerView({});
    renderRoutes('/Partial-Filled');
    await typeNumber('  ABC  ');
    expect(screen.getByRole('status').textContent).toBe('');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please check the application number: it has 17 letters and digits (this one has 3).')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the application is not found', async () => {
    answerView({ success: false, status: false, message: 'Application not found' }, 404);
    renderRoutes('/Partial-Filled');
    await typeNumber(ID);
    expect(await screen.findByText('Application not found or an error occurred.')).toBeInTheDocument();
  });

  it('says a paid application is under review, with the support phone', async () => {
    answerView({ status: true, data: { sku_id: ID, payment_status: 'COMPLETED' } });
    renderRoutes('/Visa-Fee');
    await typeNumber(ID);
    expect(await screen.findByText(/has been received and is under review\. For any question, call our support team on \+/)).toBeInTheDocument();
  });

  it.each([
    ['in_review', /Our team is checking your application ABCDEFGHJKMNPQRST and its documents now\./],
    ['submitted', /has been checked and submitted to the Government of India/],
    ['approved', /Your e-Visa for application ABCDEFGHJKMNPQRST has been granted/],
  ])('says where a paid application stands: %s', async (stage, words) => {
    answerView({ status: true, data: { sku_id: ID, payment_status: 'COMPLETED', review_stage: stage } });
    renderRoutes('/Partial-Filled');
    await typeNumber(ID);
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Correct my application' })).not.toBeInTheDocument();
  });

  it('links an application waiting for corrections to its first step to correct', async () => {
    answerView({ status: true, data: { sku_id: ID, payment_status: 'COMPLETED', review_stage: 'waiting_for_corrections' } });
    renderRoutes('/Visa-Fee');
    await typeNumber(ID);
    expect(await screen.findByText('Waiting for your corrections')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Correct my application' })).toHaveAttribute('href', `/Apply/${ID}`);
  });

  it('continues an unpaid application at step 1', async () => {
    answerView({ status: true, data: { sku_id: ID, payment_status: 'UNPAID' } });
    const router = renderRoutes('/Partial-Filled');
    await typeNumber(ID);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/Apply/${ID}`));
  });

  it('takes an unpaid application to its payment from /Visa-Fee', async () => {
    answerView({ status: true, data: { sku_id: ID, payment_status: 'UNPAID' } });
    const router = renderRoutes('/Visa-Fee');
    await typeNumber(ID);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/Payment/${ID}`));
  });

  it('names other states and a missing record', async () => {
    answerView({ status: true, data: { sku_id: ID, payment_status: 'REFUNDED' } });
    renderRoutes('/Partial-Filled');
    await typeNumber(ID);
    expect(await screen.findByText('Invalid payment status. Please try again.')).toBeInTheDocument();

    answerView({ status: true });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Application data not loaded. Please try again.')).toBeInTheDocument();
  });
});

describe('the contact form', () => {
  async function fillContact() {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/, {}, lazyLoad), 'Claire Martin');
    await user.type(screen.getByLabelText(/^Email/), 'claire@example.com');
    await user.type(screen.getByLabelText(/^Contact Number/), '33612345678');
    // Every country is offered, not only the nationalities eligible for the e-Visa (Algeria is not).
    await user.selectOptions(screen.getByLabelText(/^Nationality/), 'ALGERIA');
    await user.type(screen.getByLabelText(/^Remarks/), 'Can I travel with my child?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    return user;
  }

  it('says so and resets the form on success', async () => {
    const fetchMock = answerView({ success: true, status: true, message: 'Thank you, we will answer soon.' }, 201);
    renderRoutes('/contact');
    await fillContact();
    expect(await screen.findByText('Thank you, we will answer soon.')).toBeInTheDocument();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      Given_Name: 'Claire Martin',
      Email: 'claire@example.com',
      contact_no: '33612345678',
      Nationality: 'ALGERIA',
      remarks: 'Can I travel with my child?',
    });
  });

  it('keeps the form and shows the server errors on its fields when refused', async () => {
    answerView({ success: false, status: false, message: 'Validation failed', errors: [{ field: 'Email', message: 'Invalid email format' }] }, 400);
    renderRoutes('/contact');
    await fillContact();
    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Claire Martin');
  });

  it('uses the spec fallbacks', async () => {
    answerView({ success: false });
    renderRoutes('/contact');
    await fillContact();
    expect(await screen.findByText('Submission failed')).toBeInTheDocument();
  });
});

describe('the payment page', () => {
  const application = {
    ...validApplication(),
    sku_id: ID,
    payment_status: 'UNPAID',
    fee: { amount: 65, currency: 'USD', visaFee: 65, urgentFee: 0 },
  };

  function payments(handlers: Record<string, () => Response>) {
    stubApi((url) => {
      const key = Object.keys(handlers).find((path) => url.includes(path));
      return key ? handlers[key]!() : Response.json({ status: true, data: application });
    });
  }

  it('alerts when the payment configuration cannot be fetched, and keeps the buttons loading', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    payments({ authenticate: () => Response.json({ message: 'down' }, { status: 503 }) });
    renderRoutes(`/Payment/${ID}`);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to fetch payment configuration. Please try again.'), lazyLoad);
    expect(await screen.findByText('US$ 65.00')).toBeInTheDocument();
    expect(screen.getByText('Loading PayPal Buttons...')).toBeInTheDocument();
  });

  it('alerts when the answer has no token', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    payments({ authenticate: () => Response.json({ success: true }) });
    renderRoutes(`/Payment/${ID}`);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Access token not found in response.'), lazyLoad);
  });

  it('shows test mode and links an incomplete application to its steps', async () => {
    payments({
      authenticate: () => Response.json({ success: true, accessToken: 'token', mode: 'sandbox-emulator', clientId: 'x' }),
      'create-Order': () =>
        Response.json(
          {
            message: 'The application is not complete.',
            incompleteSteps: [
              { id: 'step5', route: '/Apply5', title: 'Photograph', errors: [{ field: 'image', message: 'Application image is required' }] },
            ],
          },
          { status: 409 },
        ),
    });
    renderRoutes(`/Payment/${ID}`);
    expect(await screen.findByText('Test mode.', {}, lazyLoad)).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay US$ 65.00 (test payment)' }));
    const link = await screen.findByRole('link', { name: 'Photograph' });
    expect(link.getAttribute('href')).toBe(`/Apply5/${ID}`);
    expect(screen.getByText(/Application image is required/)).toBeInTheDocument();
  });

  it('loads PayPal’s own buttons in paypal mode, saying so until they are there', async () => {
    payments({ authenticate: () => Response.json({ success: true, accessToken: 'token', mode: 'paypal', clientId: 'client-id' }) });
    renderRoutes(`/Payment/${ID}`);
    expect(await screen.findByText('Loading PayPal Buttons...', {}, lazyLoad)).toBeInTheDocument();
    expect(screen.queryByText('Test mode.')).toBeNull();
    await waitFor(() => expect(document.querySelector('script[src*="paypal.com/sdk/js"]')?.getAttribute('src')).toContain('client-id=client-id'));
  });

  it('alerts when the order cannot be created', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    payments({
      authenticate: () => Response.json({ success: true, accessToken: 'token', mode: 'sandbox-emulator' }),
      'create-Order': () => Response.json({ success: true, status: 'CREATED' }, { status: 201 }),
    });
    renderRoutes(`/Payment/${ID}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: /test payment/ }, lazyLoad));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Order creation failed. No order ID returned.'));
  });

  it('blocks the way back', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    payments({ authenticate: () => Response.json({ success: true, accessToken: 'token', mode: 'sandbox-emulator' }) });
    const router = renderRoutes('/');
    await router.navigate(`/Payment/${ID}`);
    await screen.findByRole('button', { name: /test payment/ }, lazyLoad);
    await router.navigate(-1);
    // The blocked navigation is answered by an effect after a re-render: slow on a busy machine, so not 1 s.
    await waitFor(() => expect(alert).toHaveBeenCalledWith('You cannot navigate back from this page.'), lazyLoad);
    expect(router.state.location.pathname).toBe(`/Payment/${ID}`);
  });
});

describe('the preview', () => {
  const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

  it("shows the definition's sections: the spouse only for a married applicant, the purpose block by its purpose", async () => {
    const application = validApplication(new Date(), { Visa_Service: 'eBUSINESS VISA', sub_Visa_Service: 'Sports Related Activity' });
    // Files open only through the signed links View-application sends beside the answers.
    const photoLink = `/api/uploads/${String(application.image)}?expires=1&signature=test`;
    answerView({
      status: true,
      data: { ...application, sku_id: ID, payment_status: 'UNPAID' },
      file_links: { [String(application.image)]: photoLink },
    });
    renderRoutes(`/Preview/${ID}`);
    await screen.findByRole('heading', { name: 'Details of Sports Related Activity' }, lazyLoad);
    expect(headings()).toEqual(
      expect.arrayContaining([
        'Applicant Details',
        'Passport Details',
        'Details of Sports Related Activity',
        'Reference',
        'Additional Question Details',
      ]),
    );
    expect(headings()).not.toContain('Spouse Detail');
    expect(screen.queryByText('Re-enter Email')).toBeNull();
    expect(screen.getByRole('img', { name: 'Your photograph' }).getAttribute('src')).toBe(photoLink);
  });

  it('shows the spouse and the military sub-block of a married soldier, and no unanswered question', async () => {
    answerView({
      status: true,
      data: {
        ...validApplication(),
        Applicant_Marital_Status: 'MARRIED',
        spouse_Name: 'Marc Martin',
        Are_you_Military_Security: true,
        Military_Rank: 'Major',
        sku_id: ID,
        payment_status: 'UNPAID',
      },
    });
    renderRoutes(`/Preview/${ID}`);
    const spouse = (await screen.findByRole('heading', { name: 'Spouse Detail' }, lazyLoad)).closest('section')!;
    expect(
      within(spouse)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(["Spouse's Name"]);
    const profession = screen.getByRole('heading', { name: 'Professional/Occupation Details' }).closest('section')!;
    expect(within(profession).getByRole('heading', { level: 3, name: 'Military/Semi-Military/Police/Security organization' })).toBeInTheDocument();
    expect(within(profession).queryByText('Organization')).toBeNull();
  });
});

describe('the privacy policy', () => {
  it('states the retention periods the service is configured with', async () => {
    const fetchMock = answerView({ unpaid_days: 30, decided_days: 180, enquiry_days: 365 });
    renderRoutes('/PrivacyPolicy');
    expect(await screen.findByText(/an application that was never paid: 30 days after its last change/, {}, lazyLoad)).toBeInTheDocument();
    expect(screen.getByText(/a paid application: 180 days after/)).toBeInTheDocument();
    expect(screen.getByText(/contact form: 365 days after it was sent/)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/privacy/retention');
  });
});

describe('erasure on request', () => {
  it('asks for a confirmation link with the application number, erasing nothing yet', async () => {
    const fetchMock = answerView({ success: true, status: true, message: 'If this application exists, we have sent a confirmation link.' });
    renderRoutes('/Erase-My-Data');
    await userEvent.setup().type(await screen.findByLabelText('Enter your Application Number', {}, lazyLoad), ID);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(await screen.findByText('If this application exists, we have sent a confirmation link.')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/privacy/erasure-requests');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ sku_id: ID });
  });

  it('confirms through the e-mailed link and shows why it was refused', async () => {
    const fetchMock = answerView({ success: false, status: false, message: 'It cannot be erased now. We have recorded your request.' }, 409);
    renderRoutes('/Erase-My-Data/abc_DEF-123');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Erase my data' }, lazyLoad));
    expect(await screen.findByText('It cannot be erased now. We have recorded your request.')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ token: 'abc_DEF-123' });
  });
});
