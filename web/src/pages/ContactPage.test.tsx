import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerWith, LAZY_LOAD, stubApi } from '../test/api';
import { renderFreshRoutes, renderRoutes } from '../test/renderRoutes';

describe('the contact form', () => {
  async function fillContact() {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/, {}, LAZY_LOAD), 'Claire Martin');
    await user.type(screen.getByLabelText(/^Email/), 'claire@example.com');
    await user.type(screen.getByLabelText(/^Contact Number/), '33612345678');
    // Every country is offered, not only the nationalities eligible for the e-Visa (Algeria is not).
    await user.selectOptions(screen.getByLabelText(/^Nationality/), 'ALGERIA');
    await user.type(screen.getByLabelText(/^Remarks/), 'Can I travel with my child?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    return user;
  }

  it('says so and resets the form on success', async () => {
    const fetchMock = answerWith('/api/india/indiaVisaContact', 'post', 201, {
      success: true,
      status: true,
      message: 'Thank you, we will answer soon.',
    });
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
    answerWith('/api/india/indiaVisaContact', 'post', 400, {
      success: false,
      status: false,
      message: 'Validation failed',
      errors: [{ field: 'Email', message: 'Invalid email format' }],
    });
    renderRoutes('/contact');
    await fillContact();
    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Claire Martin');
  });

  it('uses the spec fallbacks', async () => {
    // An answer outside the contract (a proxy's, say): the site must still say it was not sent.
    stubApi(() => Response.json({ success: false }));
    renderRoutes('/contact');
    await fillContact();
    expect(await screen.findByText('Submission failed')).toBeInTheDocument();
  });
});

describe('the contact form, a definition of its own', () => {
  it('offers every country, not only the nationalities eligible for the e-Visa (anyone may write to us)', async () => {
    stubApi(() => Response.json({}, { status: 404 }));
    await renderFreshRoutes('/contact');
    const select = await screen.findByLabelText(/^Nationality/, {}, LAZY_LOAD);
    expect(within(select).getByRole('option', { name: 'ALGERIA' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'FRANCE' })).toBeInTheDocument();
  });

  it('does not wait for the application form: it is a definition of its own', async () => {
    stubApi(() => Response.json({}, { status: 404 }));
    const working = globalThis.fetch;
    globalThis.fetch = (input, init) =>
      String(input).startsWith('/api/forms/india-evisa') ? new Promise<Response>(() => undefined) : working(input, init);
    await renderFreshRoutes('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: /Contact/ }, LAZY_LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Submit' }, LAZY_LOAD)).toBeInTheDocument();
  });
});
