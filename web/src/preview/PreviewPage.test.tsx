import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { validApplication } from '@evisa/forms/fixtures';
import { answerWith, LAZY_LOAD, TEST_ID, warmValidators } from '../test/api';
import { renderRoutes } from '../test/renderRoutes';

// Generated on first import, slowly on a cold start: done once here, outside the tests' own time limits.
beforeAll(() => warmValidators('step1', 'step2', 'step3', 'step4', 'step5', 'security'), 120_000);

describe('the preview', () => {
  const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

  it("shows the definition's sections: the spouse only for a married applicant, the purpose block by its purpose", async () => {
    const application = validApplication(new Date(), { Visa_Service: 'eBUSINESS VISA', sub_Visa_Service: 'Sports Related Activity' });
    // Files open only through the signed links View-application sends beside the answers.
    const photoLink = `/api/uploads/${String(application.image)}?expires=1&signature=test`;
    answerWith('/api/india/View-application/{id}', 'get', 200, {
      status: true,
      data: { ...application, sku_id: TEST_ID, payment_status: 'UNPAID' },
      file_links: { [String(application.image)]: photoLink },
    });
    renderRoutes(`/Preview/${TEST_ID}`);
    await screen.findByRole('heading', { name: 'Details of Sports Related Activity' }, LAZY_LOAD);
    expect(headings()).toEqual(
      expect.arrayContaining([
        'Applicant Details',
        'Passport Details',
        'Details of Sports Related Activity',
        'Reference',
        'Additional Question Details',
      ]),
    );
    expect(headings()).not.toContain('Spouse Detail');
    expect(screen.queryByText('Re-enter Email')).toBeNull();
    expect(screen.getByRole('img', { name: 'Your photograph' }).getAttribute('src')).toBe(photoLink);
    // Phone numbers are stored as digits and shown with their country code, grouped.
    const contact = screen.getByText('Contact no. with country code').nextElementSibling;
    expect(contact?.textContent).toBe('+33 6 12 34 56 78');
  });

  it('shows the spouse and the military sub-block of a married soldier, and no unanswered question', async () => {
    answerWith('/api/india/View-application/{id}', 'get', 200, {
      status: true,
      data: {
        ...validApplication(),
        Applicant_Marital_Status: 'MARRIED',
        spouse_Name: 'Marc Martin',
        Are_you_Military_Security: true,
        Military_Rank: 'Major',
        sku_id: TEST_ID,
        payment_status: 'UNPAID',
      },
    });
    renderRoutes(`/Preview/${TEST_ID}`);
    const spouse = (await screen.findByRole('heading', { name: 'Spouse Detail' }, LAZY_LOAD)).closest('section')!;
    expect(
      within(spouse)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(["Spouse's Name"]);
    const profession = screen.getByRole('heading', { name: 'Professional/Occupation Details' }).closest('section')!;
    expect(within(profession).getByRole('heading', { level: 3, name: 'Military/Semi-Military/Police/Security organization' })).toBeInTheDocument();
    expect(within(profession).queryByText('Organization')).toBeNull();
  });
});
