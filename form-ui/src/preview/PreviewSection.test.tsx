import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { indiaEvisa, previewOf } from '@evisa/forms/browser';
import { SAMPLE_PHOTO, validApplication } from '@evisa/forms/fixtures';
import { PreviewSection } from './PreviewSection';
import { rememberFileLinks } from '../uploads';

const application = validApplication(new Date(), {
  visited_SAARC_countries: true,
  saarc_countries: [{ saarc_country: 'NEPAL', saarc_country_year: '2023', saarc_country_n0_visits: '2' }],
  Are_you_Military_Security: true,
  Military_organization: 'French Army',
});
const section = (title: string) => previewOf(indiaEvisa, application).sections.find((candidate) => candidate.title === title)!;

describe('a section of the Preview', () => {
  it('is a region named by its title, with each question beside its answer', () => {
    render(<PreviewSection section={section('Applicant Details')} />);
    const region = screen.getByRole('region', { name: 'Applicant Details' });
    expect(within(region).getByText('Surname (exactly as in passport)').nextElementSibling?.textContent).toBe(String(application.Surname));
  });

  it('shows a list of entries as a table titled by their fields, and a block under its sub-heading', () => {
    render(<PreviewSection section={section('SAARC Country Visit')} />);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').length).toBe(3);
    expect(within(table).getByRole('cell', { name: 'NEPAL' })).toBeInTheDocument();

    render(<PreviewSection section={section('Professional/Occupation Details')} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Military/Semi-Military/Police/Security organization' })).toBeInTheDocument();
    expect(screen.getByText('French Army')).toBeInTheDocument();
  });

  it('links an uploaded file by the signed link the server gave, and leaves the heading to a host card when untitled', () => {
    const uploads = previewOf(indiaEvisa, application).sections.find((candidate) => candidate.uploads)!;
    const link = `/api/uploads/${SAMPLE_PHOTO}?expires=2000000000&signature=abc`;
    rememberFileLinks({ [SAMPLE_PHOTO]: link });
    render(<PreviewSection section={uploads} level={3} untitled />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('link', { name: 'View the uploaded photograph' }).getAttribute('href')).toBe(link);
  });
});
