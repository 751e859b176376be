import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildVersion, indiaEvisaFiles } from '@evisa/forms';
import type { FormDefinition } from '@evisa/forms/browser';
import { validStep1 } from '@evisa/forms/fixtures';
import { publishedDefinition, reply, stubApi, warmValidators } from '../test/api';
import { renderRoutes } from '../test/renderRoutes';

beforeAll(() => warmValidators('step1', 'step2'), 120_000);

const ID = 'ABCDEFGHJKMN';
const lazyLoad = { timeout: 10_000 };

/** A version an editor published: the shipped files with a change, built as the API builds them. */
function editedVersion(version: number, edit: (files: Record<string, unknown>) => void): FormDefinition {
  const files = structuredClone(indiaEvisaFiles) as Record<string, unknown>;
  edit(files);
  return buildVersion(files as typeof indiaEvisaFiles, { version }).definition;
}

const renamedStep2 = editedVersion(2, (files) => {
  const form = files['form.json'] as { steps: Array<{ id: string; title: string }> };
  form.steps.find((step) => step.id === 'step2')!.title = 'Your passport';
});

describe('the definition at run time', () => {
  it('starts a new application on the version published now, which the site reads at the visit', async () => {
    const calls = stubApi(() => Response.json({}, { status: 404 }), [renamedStep2, publishedDefinition]);
    renderRoutes('/Apply');
    expect(await screen.findByRole('button', { name: 'Save and Continue' }, lazyLoad)).toBeInTheDocument();
    expect(screen.getByTitle('Your passport')).toBeInTheDocument();
    expect(calls.definitionRequests).toHaveBeenCalledWith('/api/forms/india-evisa');
  });

  it('shows a saved application with the version it was started on, not the one published since', async () => {
    const saved = { ...validStep1(), sku_id: ID, payment_status: 'UNPAID' as const, form_version: 1 };
    const calls = stubApi(
      () => reply('/api/india/View-application/{id}', 'get', 200, { status: true, data: saved }),
      [renamedStep2, publishedDefinition],
    );
    renderRoutes(`/Apply2/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Applicant and passport details' }, lazyLoad)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Submit and Next' }, lazyLoad)).toBeInTheDocument();
    expect(calls.definitionRequests).toHaveBeenCalledWith('/api/forms/india-evisa/versions/1');
    expect(screen.queryByText('Your passport')).toBeNull();
  });

  it('says when the form cannot be loaded, and loads it on "Try again"', async () => {
    let up = false;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi(() => Response.json({}, { status: 404 }));
    const working = globalThis.fetch;
    globalThis.fetch = async (input, init) => (up ? working(input, init) : Response.json({ message: 'Bad Gateway' }, { status: 502 }));
    renderRoutes('/Apply');
    const problem = await screen.findByRole('alert', {}, lazyLoad);
    expect(problem.textContent).toMatch(/could not load the application form/);
    up = true;
    await userEvent.setup().click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Save and Continue' }, lazyLoad)).toBeInTheDocument();
  });
});
