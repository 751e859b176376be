import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildVersion, indiaEvisaFiles } from '@evisa/forms';
import { stubApi } from './api';

const lazyLoad = { timeout: 10_000 };

// The site keeps the published definition for the page's life: each test is a new page (fresh modules).
beforeEach(() => vi.resetModules());
const renderRoutes = async (path: string) => (await import('./renderRoutes')).renderRoutes(path);

describe('the nationality lists of the static pages', () => {
  it('lists the countries of the published definition on the contact form (anyone may write to us)', async () => {
    const files = structuredClone(indiaEvisaFiles);
    const list = files['lists/countries.json'] as { enum: string[] };
    list.enum = [...list.enum, 'ATLANTIS'];
    const withAtlantis = buildVersion(files, { version: 3 }).definition;
    stubApi(() => Response.json({}, { status: 404 }), [withAtlantis]);
    await renderRoutes('/contact');
    const select = await screen.findByLabelText(/^Nationality/, {}, lazyLoad);
    expect(await within(select).findByRole('option', { name: 'ATLANTIS' })).toBeInTheDocument();
  });

  it('shows a static page while the definition is still on its way', async () => {
    stubApi(() => Response.json({}, { status: 404 }));
    const working = globalThis.fetch;
    globalThis.fetch = (input, init) => (String(input).startsWith('/api/forms/') ? new Promise<Response>(() => undefined) : working(input, init));
    await renderRoutes('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: /Contact/ }, lazyLoad)).toBeInTheDocument();
    const select = screen.getByLabelText(/^Nationality/);
    expect(within(select).getByRole('option', { name: 'Loading the nationalities…' })).toBeInTheDocument();
  });
});
