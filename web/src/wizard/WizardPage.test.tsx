import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { validStep1 } from '@evisa/forms/fixtures';
import { reply, stubApi, warmValidators } from '../test/api';
import { renderRoutes } from '../test/renderRoutes';

// Generated on first import, slowly on a cold start: done once here, outside the tests' own time limits.
beforeAll(() => warmValidators('step1', 'step2'), 120_000);

const ID = 'ABCDEFGHJKMN';
// The wizard's code and the step's validators load on demand, which takes a moment on a cold start.
const lazyLoad = { timeout: 10_000 };

/** A valid first step, typed in as an applicant would, on the new application's page. */
async function typeValidStep1() {
  const user = userEvent.setup();
  await screen.findByLabelText(/Surname/, {}, lazyLoad);
  const values = validStep1();
  await user.click(screen.getByLabelText(/Normal Processing/));
  await user.selectOptions(screen.getByLabelText(/Passport Type/), String(values.Passport_Type));
  await user.type(screen.getByLabelText(/Surname/), String(values.Surname));
  await user.type(screen.getByLabelText(/Given Name/), String(values.Given_Name));
  await user.selectOptions(screen.getByLabelText(/Nationality/), String(values.Nationality));
  await user.selectOptions(screen.getByLabelText(/Port Of Arrival/), String(values.Port_Of_Arrival));
  // A date is typed as day, month by name and year.
  const typeDate = async (name: RegExp, date: string) => {
    const [year, month, day] = date.split('-');
    const group = screen.getByRole('group', { name });
    await user.type(within(group).getByLabelText('Day'), String(Number(day)));
    await user.selectOptions(within(group).getByLabelText('Month'), String(Number(month)));
    await user.type(within(group).getByLabelText('Year'), year!);
  };
  await typeDate(/Date of Birth/, String(values.date_of_Birth));
  await user.type(screen.getByLabelText(/^Email/), String(values.Email));
  await user.type(screen.getByLabelText(/Re-enter Email/), String(values.ConfirmEmail));
  await user.type(screen.getByLabelText(/Contact no/), String(values.Contact_no_with_country_code));
  await typeDate(/Expected Date of Arrival/, String(values.Expected_Date_of_Arrival));
  await user.click(screen.getByLabelText('eTOURIST VISA'));
  await user.click(screen.getByLabelText('30 Days'));
  await user.click(screen.getByLabelText(String(values.sub_Visa_Service)));
}

describe('editing a saved application', () => {
  it('loads it, shows its id, updates it and goes on to the next step', async () => {
    const saved = { ...validStep1(), sku_id: ID, payment_status: 'UNPAID' as const };
    const fetchMock = stubApi((_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? reply('/api/india/update-application/{id}', 'put', 200, {
            success: true,
            status: true,
            message: 'Application updated',
            data: { sku_id: ID },
          })
        : reply('/api/india/View-application/{id}', 'get', 200, { status: true, data: saved }),
    );
    const router = renderRoutes(`/Apply/${ID}`);

    const surname = (await screen.findByLabelText(/Surname/, {}, lazyLoad)) as HTMLInputElement;
    expect(surname.value).toBe('Martin');
    // Shown in groups of four for reading; its text (what a copy or a selection gives) is the id itself.
    expect(document.querySelector('.id-notice__id')?.textContent).toBe(ID);
    const viewCall = expect.objectContaining({ method: 'GET' });
    expect(fetchMock).toHaveBeenCalledWith(`/api/india/View-application/${ID}`, viewCall);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Save and Continue' }));

    expect(await screen.findByRole('heading', { name: 'Applicant and passport details' }, lazyLoad)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/Apply2/${ID}`);
    // The next step shows where the applicant is and the step-1 answers, read-only.
    expect(await screen.findByRole('button', { name: 'Submit and Next' }, lazyLoad)).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 9:')).toBeInTheDocument();
    expect(screen.getByText('Given Name/s')).toBeInTheDocument();
    expect(screen.getByText('Purpose of visit')).toBeInTheDocument();
    expect(await screen.findByText('Application updated')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe(`/api/india/update-application/${ID}`);
    // Only the step's own fields are sent: the record's id and payment state are not form values.
    const { sku_id: _id, payment_status: _status, ...values } = saved;
    expect(JSON.parse(String(init?.body))).toEqual(values);
  });

  it('goes home with the server message when the application cannot be loaded', async () => {
    stubApi(() => reply('/api/india/View-application/{id}', 'get', 404, { success: false, status: false, message: 'Application not found' }));
    const router = renderRoutes('/Apply/UNKNOWNID1234');

    expect(await screen.findByText('Application not found', {}, lazyLoad)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Apply for E-Visa' }, lazyLoad)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the server field errors of a refused create under their fields', async () => {
    stubApi(() =>
      reply('/api/india/create-application', 'post', 400, {
        success: false,
        status: false,
        message: 'Validation failed',
        errors: [{ field: 'Surname', message: 'Surname is not allowed' }],
      }),
    );
    renderRoutes('/Apply');
    await typeValidStep1();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save and Continue' }));

    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    expect(screen.getByText('Surname is not allowed')).toBeInTheDocument();
    expect(screen.getByLabelText(/Surname/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('starting an application', () => {
  it('goes on to step 2, and Back comes to the application started, not to an empty form that would start another', async () => {
    // As saved: steps left to fill in, so that arriving from outside at step 1's address would resume at step 2.
    const step2 = {
      id: 'step2',
      route: '/Apply2',
      title: 'Applicant and passport details',
      errors: [{ field: 'Gender', message: 'Gender is required' }],
    };
    const saved = { ...validStep1(), sku_id: ID, payment_status: 'UNPAID' as const, incomplete_steps: [step2] };
    const fetchMock = stubApi((_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? reply('/api/india/create-application', 'post', 201, { success: true, status: true, message: 'Application saved', data: saved })
        : init?.method === 'PUT'
          ? reply('/api/india/update-application/{id}', 'put', 200, { success: true, status: true, message: 'Application updated', data: saved })
          : reply('/api/india/View-application/{id}', 'get', 200, { status: true, data: saved }),
    );
    const router = renderRoutes('/Apply');
    await typeValidStep1();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByRole('heading', { name: 'Applicant and passport details' }, lazyLoad)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/Apply2/${ID}`);

    await router.navigate(-1);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/Apply/${ID}`), lazyLoad);
    await waitFor(() => expect((screen.getByLabelText(/Surname/) as HTMLInputElement).value).toBe('Martin'), lazyLoad);
    expect(document.querySelector('.id-notice__id')?.textContent).toBe(ID);
    // Saved again from there, it is updated: one application in all.
    fetchMock.mockClear();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/Apply2/${ID}`), lazyLoad);
    const writes = fetchMock.mock.calls.filter(([, init]) => init?.method !== 'GET');
    expect(writes.map(([url, init]) => `${init?.method} ${url}`)).toEqual([`PUT /api/india/update-application/${ID}`]);
  });
});
