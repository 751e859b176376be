import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LAZY_LOAD, reply, stubApi } from '../test/api';
import { renderRoutes } from '../test/renderRoutes';

describe('the privacy policy', () => {
  it('states the retention periods the service is configured with', async () => {
    const fetchMock = stubApi(() => reply('/api/privacy/retention', 'get', 200, { unpaid_days: 30, decided_days: 180, enquiry_days: 365 }));
    renderRoutes('/PrivacyPolicy');
    expect(await screen.findByText(/an application that was never paid: 30 days after its last change/, {}, LAZY_LOAD)).toBeInTheDocument();
    expect(screen.getByText(/a paid application: 180 days after/)).toBeInTheDocument();
    expect(screen.getByText(/contact form or any other of our forms: 365 days after it was sent/)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/privacy/retention');
  });
});
