import { uniqueName } from '@evisa/forms/fixtures';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { App } from '../App';
import { api, createApplication, signInAs, useRealApi } from '../test/realApi';

// The first render pulls in the whole of react-admin and MUI, which takes a while under jsdom.
const slow = { timeout: 15_000 };

beforeEach(() => {
  // The console keeps its session in one storage or the other (tabs share localStorage): neither carries over.
  sessionStorage.clear();
  localStorage.clear();
  useRealApi();
});
afterEach(cleanup);

const rowOf = async (skuId: string) => (await screen.findByText(skuId, {}, slow)).closest('tr') as HTMLElement;

describe('the application list as a work queue', () => {
  // A working day in one journey (two filters, two bulk actions): over the suite's 30 s on a busy machine.
  it(
    "shows type, completeness and assignee, filters 'My queue', and sets the review status of the selected applications",
    { timeout: 90_000 },
    async () => {
      const staff = await signInAs('staff');
      const surname = uniqueName('Queued');
      const urgent = await createApplication({ Surname: surname, Application_Type: 'Urgent Processing' });
      const normal = await createApplication({ Surname: surname });
      await api('PUT', `/api/admin/applications/${urgent}`, { assignee_id: staff.user.id }, staff.token);

      window.history.pushState({}, '', `/admin/applications?filter=${encodeURIComponent(JSON.stringify({ q: surname }))}`);
      render(<App />);
      const urgentRow = await rowOf(urgent);
      expect(within(urgentRow).getByText('Urgent Processing')).toBeInTheDocument();
      expect(within(urgentRow).getByText(/of 7 steps|Complete/)).toBeInTheDocument();
      expect(within(urgentRow).getByText(staff.user.email)).toBeInTheDocument();
      expect(within(await rowOf(normal)).getByText('Normal Processing')).toBeInTheDocument();

      // 'My queue' from the filter menu: only what is assigned to the signed-in staff member.
      fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
      fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'My queue' }));
      await waitFor(() => expect(screen.queryByText(normal)).toBeNull(), slow);
      expect(screen.getByText(urgent)).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
      fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'My queue' }));
      await rowOf(normal);

      for (const skuId of [urgent, normal]) fireEvent.click(within(await rowOf(skuId)).getByRole('checkbox'));
      fireEvent.click(screen.getByRole('button', { name: 'Set review status' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'In review' }));
      expect(await screen.findByText('2 applications set to In review', {}, slow)).toBeInTheDocument();
      await waitFor(async () => {
        for (const skuId of [urgent, normal]) expect(within(await rowOf(skuId)).getByText('In review')).toBeInTheDocument();
      }, slow);

      // Bulk assignment, through the same stock updateMany: one audited PUT per application.
      for (const skuId of [urgent, normal]) fireEvent.click(within(await rowOf(skuId)).getByRole('checkbox'));
      fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
      const admin = inject('admin').email;
      fireEvent.click(await screen.findByRole('menuitem', { name: admin }, slow));
      expect(await screen.findByText(`2 applications assigned to ${admin}`, {}, slow)).toBeInTheDocument();
      await waitFor(async () => {
        for (const skuId of [urgent, normal]) expect(within(await rowOf(skuId)).getByText(admin)).toBeInTheDocument();
      }, slow);
    },
  );

  it('shows the columns of a working day, and the others through the column chooser', async () => {
    await signInAs('staff');
    const surname = uniqueName('Columns');
    const skuId = await createApplication({ Surname: surname });
    window.history.pushState({}, '', `/admin/applications?filter=${encodeURIComponent(JSON.stringify({ q: surname }))}`);
    render(<App />);
    await rowOf(skuId);
    // The column chooser is a popover: the page behind it is hidden from the accessibility tree meanwhile.
    const headers = () => screen.getAllByRole('columnheader', { hidden: true }).map((cell) => cell.textContent?.trim());
    expect(headers()).toEqual(['', 'Application id', 'Name', 'Type', 'Deadline', 'Completeness', 'Payment', 'Review', 'Assignee']);

    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByLabelText('Nationality', { selector: 'input' }, slow));
    await waitFor(() => expect(headers()).toContain('Nationality'), slow);
    expect(screen.getByText('FRANCE')).toBeInTheDocument();
  });
});
