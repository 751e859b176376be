import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from './renderRoutes';

describe('routes', () => {
  it('offers the three ways in on the home page', () => {
    renderRoutes('/');
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Apply for E-Visa')).toBe('/Apply');
    expect(href('Complete Partial filled Form')).toBe('/Partial-Filled');
    expect(href('Payment for Complete Form')).toBe('/Visa-Fee');
    expect(href('Urgent Apply')).toBe('/Apply');
    expect(screen.getByText(/© 2020/)).toBeTruthy();
  });

  it('opens and closes the side menu from the menu button', async () => {
    renderRoutes('/');
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Site' }).className).toContain('side-menu--open');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('renders step 1 of the definition at /Apply', async () => {
    renderRoutes('/Apply');
    // The wizard's code and the step's validators load on demand, which takes a moment on a cold start.
    const lazyLoad = { timeout: 10_000 };
    expect(await screen.findByRole('heading', { name: 'e-Visa Application' }, lazyLoad)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Save and Continue' }, lazyLoad)).toBeTruthy();
  });

  it('says the application is saved where the next step is not defined yet', () => {
    renderRoutes('/Apply2/ABCDEFGHJKMN');
    expect(screen.getByRole('heading', { name: 'Your application ABCDEFGHJKMN is saved' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit step 1' }).getAttribute('href')).toBe('/Apply/ABCDEFGHJKMN');
  });

  it('answers an unknown route with the error screen', () => {
    renderRoutes('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('404 Not Found')).toBeTruthy();
  });
});
