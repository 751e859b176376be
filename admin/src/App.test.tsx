import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { App } from './App';
import { saveSession } from './auth/session';
import { sendJson, startApi } from './test/startApi';

const application = {
  id: 'ABCDEFGHJKMN',
  sku_id: 'ABCDEFGHJKMN',
  payment_status: 'UNPAID',
  review_status: 'NEW',
  Visa_Service: 'eTOURIST VISA',
  Nationality: 'France',
  Email: 'jane@example.com',
  Surname: 'Doe',
  Given_Name: 'Jane',
  form_version: 1,
  created_at: '2025-01-02T10:00:00.000Z',
  updated_at: '2025-01-02T10:05:00.000Z',
  data: { Port_Of_Arrival: 'Goa Airport', date_of_Birth: '1990-05-17', Passport_Type: 'Ordinary Passport' },
};

// The first render pulls in the whole of react-admin and MUI, which takes a while under jsdom.
const slow = { timeout: 10_000 };

let api: Awaited<ReturnType<typeof startApi>>;

beforeEach(async () => {
  sessionStorage.clear();
  api = await startApi((request, response) => {
    if (request.url === '/api/admin/auth/login') {
      sendJson(response, 200, { token: 'tok-1', user: { id: 1, email: 'desk@example.com', role: 'admin' } });
    } else if (request.url.startsWith('/api/admin/applications?')) {
      sendJson(response, 200, [application], { 'Content-Range': 'applications 0-0/1' });
    } else if (request.url === `/api/admin/applications/${application.id}`) {
      sendJson(response, 200, application);
    } else {
      sendJson(response, 404, { message: 'Not found' });
    }
  });
});
afterEach(async () => {
  cleanup();
  await api.close();
});

it('asks for an email and password, then greets the signed-in staff member', async () => {
  window.history.pushState({}, '', '/admin/');
  render(<App />);

  fireEvent.change(await screen.findByLabelText(/^Email/, {}, slow), { target: { value: 'desk@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByText(/Signed in as/, {}, slow)).toHaveProperty(
    'textContent',
    'Signed in as desk@example.com with the role admin.',
  );
  expect(JSON.parse(api.requests[0]?.body ?? '')).toEqual({ email: 'desk@example.com', password: 'secret' });
});

it('lists applications newest first with readable statuses', async () => {
  saveSession({ token: 'tok-1', user: { id: 1, email: 'desk@example.com', role: 'staff' } });
  window.history.pushState({}, '', '/admin/applications');
  render(<App />);

  const row = (await screen.findByText(application.sku_id, {}, slow)).closest('tr');
  expect(row).not.toBeNull();
  for (const text of ['Doe', 'Jane', 'France', 'eTOURIST VISA', 'Unpaid', 'New']) {
    expect(within(row as HTMLElement).getByText(text)).toBeDefined();
  }
  const query = new URL(api.requests.at(-1)?.url ?? '', api.origin).searchParams;
  expect(JSON.parse(query.get('sort') ?? '')).toEqual(['created_at', 'DESC']);
});

it('shows an application with every stored form value under readable labels', async () => {
  saveSession({ token: 'tok-1', user: { id: 1, email: 'desk@example.com', role: 'staff' } });
  window.history.pushState({}, '', `/admin/applications/${application.id}/show`);
  render(<App />);

  const section = await screen.findByRole('region', { name: 'Application' }, slow);
  const rows = await within(section).findAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([
    'Port Of ArrivalGoa Airport',
    'Date of Birth1990-05-17',
    'Passport TypeOrdinary Passport',
  ]);
  expect(screen.getByText('Doe')).toBeDefined();
  expect(api.requests.at(-1)?.headers.authorization).toBe('Bearer tok-1');
});
