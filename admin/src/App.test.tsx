import { randomBytes } from 'node:crypto';
import { uniqueName } from '@evisa/forms/fixtures';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { App } from './App';
import { draftFromPublished } from './test/formDefinitions';
import { api, createApplication, signInAs, useRealApi } from './test/realApi';

// The first render pulls in the whole of react-admin and MUI, which takes a while under jsdom.
const slow = { timeout: 15_000 };

const open = (path: string) => {
  window.history.pushState({}, '', path);
  render(<App />);
};

beforeEach(() => {
  localStorage.clear();
  useRealApi();
});
afterEach(cleanup);

describe('signing in', () => {
  it('asks for an email and password, then shows the dashboard of the role', async () => {
    open('/admin/');
    fireEvent.change(await screen.findByLabelText(/^Email/, {}, slow), { target: { value: inject('admin').email } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: inject('admin').password } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(/Signed in as/, {}, slow)).toHaveProperty(
      'textContent',
      `Signed in as ${inject('admin').email} with the role admin.`,
    );
    expect(await screen.findByRole('region', { name: 'Review status' }, slow)).toBeInTheDocument();
    for (const item of ['Applications', 'Refund requests', 'Enquiries', 'Outbox', 'Fees', 'Staff accounts', 'Audit log']) {
      expect(screen.getByRole('menuitem', { name: item })).toBeInTheDocument();
    }
  });

  it('gives an editor only the form definitions', async () => {
    await signInAs('editor');
    open('/admin/');
    expect(await screen.findByRole('region', { name: /e-Visa Application · version \d+/ }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Applications' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Fees' })).toBeNull();
  });
});

describe('applications', () => {
  it('finds an application by a few letters of the surname, without the admin-only menu items', async () => {
    await signInAs('staff');
    const surname = uniqueName('Listed');
    const skuId = await createApplication({ Surname: surname });
    open('/admin/applications');

    fireEvent.change(await screen.findByPlaceholderText(/^Search/, {}, slow), { target: { value: surname.slice(0, 9) } });
    const row = (await screen.findByText(skuId, {}, slow)).closest('tr') as HTMLElement;
    // The columns of a working day (nationality and visa service are a click away, in 'Columns').
    for (const text of [`${surname}, Claire`, 'Normal Processing', 'Unpaid', 'New']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Fees' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Staff accounts' })).toBeNull();
  });

  it('shows an application in the sections of the Preview, labelled by the form definition', async () => {
    await signInAs('staff');
    const skuId = await createApplication({ Applicant_Marital_Status: 'SINGLE' });
    open(`/admin/applications/${skuId}/show`);

    const applicant = await screen.findByRole('region', { name: 'Applicant Details' }, slow);
    expect(within(applicant).getByText('Surname (exactly as in passport)').nextElementSibling?.textContent).toBe('Martin');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const preview = titles.slice(titles.indexOf('Applicant Details'), titles.indexOf('Additional Question Details') + 1);
    expect(preview.slice(0, 5)).toEqual(['Applicant Details', 'Passport Details', "Applicant's Address Details", 'Father Details', 'Mother Details']);
    expect(preview).not.toContain('Spouse Detail');
    expect(preview).toContain('Reference');
    expect(screen.getByRole('region', { name: 'Photograph and documents' }).textContent).toContain('Passport copy');
    expect(screen.getByRole('region', { name: 'Payment' }).textContent).toContain('No payment started.');
  });

  it('saves a new review status with a note and shows it in the history with the staff e-mail', async () => {
    const staff = await signInAs('staff');
    const skuId = await createApplication();
    open(`/admin/applications/${skuId}/show`);

    const recheck = await screen.findByRole('region', { name: 'Recheck' }, slow);
    fireEvent.mouseDown(within(recheck).getByRole('combobox', { name: /Review status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Needs changes' }));
    fireEvent.change(within(recheck).getByLabelText('Internal note'), { target: { value: 'The photo is not square.' } });
    fireEvent.click(within(recheck).getByRole('button', { name: 'Save recheck' }));

    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('New → Needs changes', {}, slow)).toBeInTheDocument();
    expect(within(history).getByText('The photo is not square.')).toBeInTheDocument();
    expect(within(history).getByText(new RegExp(staff.user.email))).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /Internal notes/ })).getByText('The photo is not square.')).toBeInTheDocument();
  });
});

describe('the outbox', () => {
  it('shows an e-mail with its attempts and last error, and says why it cannot be sent again without a mail server', async () => {
    const staff = await signInAs('staff');
    const skuId = await createApplication();
    const filter = encodeURIComponent(JSON.stringify({ q: skuId }));
    const [message] = await api<{ id: string }[]>('GET', `/api/admin/outbox?filter=${filter}`, undefined, staff.token);
    open(`/admin/outbox/${message.id}/show`);

    expect(await screen.findByText(`Your e-Visa application ${skuId} is saved`, {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Kept (no mail server)')).toBeInTheDocument();
    for (const label of ['Attempts', 'Last attempt', 'Sent', 'Last error']) expect(screen.getByText(label)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText(/No mail server is configured/, {}, slow)).toBeInTheDocument();
  });
});

describe('staying inside the console', () => {
  it('links every dashboard card and enquiry under /admin, and a status card opens the filtered list there', async () => {
    await signInAs('staff');
    await createApplication();
    open('/admin/');

    const review = await screen.findByRole('region', { name: 'Review status' }, slow);
    await screen.findByRole('region', { name: /Latest enquiries/ }, slow);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThan(3);
    expect(hrefs.filter((href) => !href.startsWith('/admin/'))).toEqual([]);
    expect(screen.getByRole('link', { name: 'All enquiries' }).getAttribute('href')).toBe('/admin/enquiries');

    // The day's work: urgent, overdue and my queue, each opening the list with the filter it was counted by.
    const work = screen.getByRole('list', { name: 'Work' });
    // Each tile is named by what it shows (its title, then its count), as axe's label-content-name rule asks.
    expect(
      within(work)
        .getAllByRole('link')
        .map((link) => link.textContent?.match(/^(Urgent|Overdue|My queue)\d+/)?.[0].replace(/\d+$/, ' N')),
    ).toEqual(['Urgent N', 'Overdue N', 'My queue N']);
    const filterOf = (link: HTMLElement) => JSON.parse(new URL(link.getAttribute('href') ?? '', 'http://x').searchParams.get('filter') ?? '{}');
    expect(filterOf(within(work).getByRole('link', { name: /^Overdue/ }))).toEqual({ overdue: true });

    // A review status counts paid applications only, and opens them.
    fireEvent.click(within(review).getAllByRole('link')[0]);
    expect(await screen.findByPlaceholderText(/^Search/, {}, slow)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/applications');
    expect(JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}')).toEqual({
      payment_status: 'COMPLETED',
      review_status: 'NEW',
    });
  });

  it("shows the console's own not-found page, in its layout, for a wrong console address", async () => {
    await signInAs('staff');
    open('/admin/nonsense');

    expect(await screen.findByRole('heading', { name: 'This page is not in the back office' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Applications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/admin/');
  });
});

describe('one session for the tabs of a browser', () => {
  it('signs this tab out when another tab signs out', async () => {
    await signInAs('staff');
    open('/admin/');
    await screen.findByRole('region', { name: 'Review status' }, slow);

    // What another tab's sign-out looks like from here: the shared storage emptied, announced by a storage event.
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(await screen.findByLabelText(/^Email/, {}, slow)).toBeInTheDocument();
  });
});

/** An enquiry sent through the Contact Us form by a new asker, as staff find it by the asker's address. */
async function enquiryFrom(remarks: string, token: string): Promise<{ id: string }> {
  const Email = `${uniqueName('asker').toLowerCase()}@example.com`;
  await api('POST', '/api/india/indiaVisaContact', { Given_Name: 'Asha', Email, contact_no: '447700900123', Nationality: 'UNITED KINGDOM', remarks });
  const [enquiry] = await api<{ id: string }[]>(
    'GET',
    `/api/admin/enquiries?filter=${encodeURIComponent(JSON.stringify({ q: Email }))}`,
    undefined,
    token,
  );
  return enquiry!;
}

describe('enquiries', () => {
  it('links an enquiry to the application it names, and sends a reply that is kept, answers it and shows in the history', async () => {
    const staff = await signInAs('staff');
    const skuId = await createApplication();
    const enquiry = await enquiryFrom(`Can I still change ${skuId}?`, staff.token);
    open(`/admin/enquiries/${enquiry.id}/show`);

    expect((await screen.findByRole('link', { name: skuId }, slow)).getAttribute('href')).toBe(`/admin/applications/${skuId}/show`);
    const replies = screen.getByRole('region', { name: 'Replies (0)' });
    fireEvent.change(within(replies).getByLabelText(/^Reply/), { target: { value: 'Yes, until we submit it: write to us with the new date.' } });
    fireEvent.click(within(replies).getByRole('button', { name: 'Send reply' }));

    const sent = await screen.findByRole('region', { name: 'Replies (1)' }, slow);
    expect(within(sent).getByText('Yes, until we submit it: write to us with the new date.')).toBeInTheDocument();
    expect(within(sent).getByText(new RegExp(staff.user.email))).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText(/Yes, until we submit it/, {}, slow)).toBeInTheDocument();
    expect(screen.getAllByText('Answered').length).toBeGreaterThan(0);

    // And the application's page lists the message, linked back to it.
    cleanup();
    open(`/admin/applications/${skuId}/show`);
    const onApplication = await screen.findByRole('region', { name: 'Enquiries (1)' }, slow);
    expect(within(onApplication).getByRole('link', { name: /Can I still change/ })).toHaveAttribute('href', `/admin/enquiries/${enquiry.id}/show`);
  });
});

describe('saved replies', () => {
  it('fills the reply to an enquiry with a saved reply picked by its title, which can still be changed', async () => {
    const staff = await signInAs('staff');
    const title = uniqueName('Dates');
    await api('POST', '/api/admin/reply-templates', { title, text: 'Write to us with the new date.', use: 'enquiry' }, staff.token);
    const enquiry = await enquiryFrom('Can I change my date?', staff.token);
    open(`/admin/enquiries/${enquiry.id}/show`);

    const replies = await screen.findByRole('region', { name: 'Replies (0)' }, slow);
    const picker = within(replies).getByRole('combobox', { name: 'Saved reply' });
    fireEvent.change(picker, { target: { value: title } });
    fireEvent.click(await screen.findByRole('option', { name: title }, slow));
    const box = within(replies).getByLabelText(/^Reply/);
    await waitFor(() => expect(box).toHaveValue('Write to us with the new date.'));
    fireEvent.change(box, { target: { value: 'Write to us with the new date, Asha.' } });
    fireEvent.click(within(replies).getByRole('button', { name: 'Send reply' }));
    const sent = await screen.findByRole('region', { name: 'Replies (1)' }, slow);
    expect(within(sent).getByText('Write to us with the new date, Asha.')).toBeInTheDocument();
  });
});

describe('the account menu', () => {
  it('closes when an item is chosen, so it does not cover the page it opens', async () => {
    await signInAs('staff');
    open('/admin/');
    fireEvent.click(await screen.findByRole('button', { name: /account menu|Profile/ }, slow));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Two-factor sign-in' }));
    expect(await screen.findByRole('button', { name: /Set up two-factor|Start/ }, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Two-factor sign-in' })).toBeNull(), slow);
  });
});

describe('one audit row per read', () => {
  it('fetches the photograph once for the whole application page, and the audit log has one read of it', async () => {
    const staff = await signInAs('staff');
    const skuId = await createApplication();
    const files = vi.spyOn(globalThis, 'fetch');
    open(`/admin/applications/${skuId}/show`);
    await screen.findByRole('region', { name: 'Photograph and documents' }, slow);
    const fileFetches = () => files.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/files/'));
    await waitFor(() => expect(fileFetches().length).toBeGreaterThan(0), slow);
    // The page shows the photograph in its summary and in the documents panel: one fetch serves both.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(fileFetches()).toHaveLength(1);

    const admin = await signInAs('admin');
    const reads = await api<{ user_email: string; changes: { file?: string } }[]>(
      'GET',
      `/api/admin/audit-logs?filter=${encodeURIComponent(JSON.stringify({ read_of: skuId }))}`,
      undefined,
      admin.token,
    );
    expect(reads.filter((read) => read.user_email === staff.user.email && read.changes.file === 'Photograph')).toHaveLength(1);
  });
});

describe('the audit log', () => {
  it('names each record in words: a staff account by its e-mail', async () => {
    const admin = await signInAs('admin');
    const email = `${uniqueName('named').toLowerCase()}@console-tests.example`;
    await api('POST', '/api/admin/users', { email, role: 'staff', password: `pw-${randomBytes(9).toString('hex')}` }, admin.token);
    open('/admin/audit-logs');

    const link = await screen.findByRole('link', { name: email }, slow);
    expect(link.getAttribute('href')).toMatch(/^\/admin\/users\/[0-9a-f-]{36}$/);
  });

  it('names the form definitions and their publishing and roll-backs, in the rows and in the filters', async () => {
    const admin = await signInAs('admin');
    const draft = await draftFromPublished(admin.token, 'Named in the log');
    const filter = { resource: 'form-definitions', record_id: draft.id, action: 'create' };
    open(`/admin/audit-logs?filter=${encodeURIComponent(JSON.stringify(filter))}`);

    const row = (await screen.findByText(`Version ${draft.version}`, {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Created')).toBeInTheDocument();
    expect(within(row).getByText('Form definitions')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Resource' })).toHaveTextContent('Form definitions');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Action' }));
    const actions = within(await screen.findByRole('listbox'));
    for (const name of ['Published', 'Rolled back']) expect(actions.getByRole('option', { name })).toBeInTheDocument();
  });
});
