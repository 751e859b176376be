import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildVersion, contactFormFiles, copiedFormFiles } from '@evisa/forms';
import { describe, expect, it } from 'vitest';
import { LAZY_LOAD, reply, stubApi } from '../test/api';
import { renderRoutes } from '../test/renderRoutes';

// A form an editor made as a copy of the contact form: its step (and so its validator module) is the contact form's.
const callback = buildVersion(copiedFormFiles(contactFormFiles, 'callback', 'Call me back'), { version: 3 }).definition;

describe('a form editors made, at /forms/{id}', () => {
  it('renders its published version and sends its answers to its own submissions endpoint', async () => {
    const calls = stubApi((url) =>
      url === '/api/forms/callback'
        ? Response.json({ success: true, status: true, data: callback })
        : reply('/api/forms/{formId}/submissions', 'post', 201, { success: true, status: true, message: 'Thank you: your answers have been sent.' }),
    );
    renderRoutes('/forms/callback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Call me back' }, LAZY_LOAD)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/, {}, LAZY_LOAD), 'Claire Martin');
    await user.type(screen.getByLabelText(/^Email/), 'claire@example.com');
    await user.type(screen.getByLabelText(/^Contact Number/), '33612345678');
    await user.selectOptions(screen.getByLabelText(/^Nationality/), 'FRANCE');
    await user.type(screen.getByLabelText(/^Remarks/), 'Please call me');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you: your answers have been sent.')).toBeInTheDocument();
    const sent = calls.mock.calls.find(([url]) => url === '/api/forms/callback/submissions');
    expect(JSON.parse(String(sent![1]!.body))).toMatchObject({ Given_Name: 'Claire Martin', Nationality: 'FRANCE', remarks: 'Please call me' });
  });

  it('says 404 for a form that is not published', async () => {
    stubApi(() => reply('/api/forms/{formId}', 'get', 404, { success: false, status: false, message: 'No form definition is published.' }));
    renderRoutes('/forms/nothing-here');
    expect(await screen.findByText('404 Not Found', {}, LAZY_LOAD)).toBeInTheDocument();
  });
});
