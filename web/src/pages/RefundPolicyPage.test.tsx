import { screen, within } from '@testing-library/react';
import { REFUND_RULES } from '@evisa/forms/browser';
import { describe, expect, it } from 'vitest';
import { stubApi, LAZY_LOAD } from '../test/api';
import { renderRoutes } from '../test/renderRoutes';

describe('the refund policy', () => {
  it('states the rules the server computes refunds with, in their order, and sends the applicant to /Track to ask', async () => {
    stubApi(() => Response.json({}, { status: 404 }));
    renderRoutes('/Refund-Policy');
    const heading = await screen.findByRole('heading', { name: 'When we refund' }, LAZY_LOAD);
    const rules = within(heading.parentElement!).getAllByRole('listitem');
    expect(rules.map((rule) => rule.textContent)).toEqual(REFUND_RULES.map((rule) => rule.words));
    expect(rules[2]).toHaveTextContent('within 30 minutes of submitting your application, we refund the fee minus a cancellation fee of 50%');
    expect(screen.getByRole('link', { name: 'tracking page' })).toHaveAttribute('href', '/Track');
  });
});
