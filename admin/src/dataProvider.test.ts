import { afterEach, beforeEach, expect, it } from 'vitest';
import { saveSession } from './auth/session';
import { dataProvider } from './dataProvider';
import { sendJson, startApi } from './test/startApi';

const record = { id: 'ABCDEFGHJKMN', sku_id: 'ABCDEFGHJKMN', Surname: 'Doe', data: {} };

let api: Awaited<ReturnType<typeof startApi>>;

beforeEach(async () => {
  sessionStorage.clear();
  api = await startApi((_request, response) =>
    sendJson(response, 200, [record], { 'Content-Range': 'applications 0-24/100' }),
  );
});
afterEach(() => api.close());

const listApplications = () =>
  dataProvider.getList('applications', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'created_at', order: 'DESC' },
    filter: { q: 'doe', payment_status: 'UNPAID' },
  });

it('lists applications from /api/admin with the staff bearer token', async () => {
  saveSession({ token: 'tok-1', user: { id: 1, email: 'desk@example.com', role: 'staff' } });

  const { data, total } = await listApplications();

  expect(data).toEqual([record]);
  expect(total).toBe(100);
  const request = api.requests[0];
  expect(request?.headers.authorization).toBe('Bearer tok-1');
  const url = new URL(request?.url ?? '', api.origin);
  expect(url.pathname).toBe('/api/admin/applications');
  expect(JSON.parse(url.searchParams.get('sort') ?? '')).toEqual(['created_at', 'DESC']);
  expect(JSON.parse(url.searchParams.get('range') ?? '')).toEqual([0, 24]);
  expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ q: 'doe', payment_status: 'UNPAID' });
});

it('sends no Authorization header when nobody is signed in', async () => {
  await listApplications();

  expect(api.requests[0]?.headers.authorization).toBeUndefined();
});
