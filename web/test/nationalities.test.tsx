import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from './api';

const lazyLoad = { timeout: 10_000 };

// The site keeps the published definition for the page's life: each test is a new page (fresh modules).
beforeEach(() => vi.resetModules());
const renderRoutes = async (path: string) => (await import('./renderRoutes')).renderRoutes(path);

describe('the contact form', () => {
  it('offers every country, not only the nationalities eligible for the e-Visa (anyone may write to us)', async () => {
    stubApi(() => Response.json({}, { status: 404 }));
    await renderRoutes('/contact');
    const select = await screen.findByLabelText(/^Nationality/, {}, lazyLoad);
    expect(within(select).getByRole('option', { name: 'ALGERIA' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'FRANCE' })).toBeInTheDocument();
  });

  it('does not wait for the application form: it is a definition of its own', async () => {
    stubApi(() => Response.json({}, { status: 404 }));
    const working = globalThis.fetch;
    globalThis.fetch = (input, init) =>
      String(input).startsWith('/api/forms/india-evisa') ? new Promise<Response>(() => undefined) : working(input, init);
    await renderRoutes('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: /Contact/ }, lazyLoad)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Submit' }, lazyLoad)).toBeInTheDocument();
  });
});
