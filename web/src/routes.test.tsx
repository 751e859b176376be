import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MENU_LINKS } from './shell/menuLinks';
import { stubApi, warmValidators } from './test/api';
import { renderRoutes } from './test/renderRoutes';

// The steps' validators are generated when first imported, which takes a while on a cold start with the other
// test files compiling theirs at the same time: done once here, outside the tests' own time limits.
beforeAll(() => warmValidators('step1', 'step2'), 120_000);
// Only the form definition is asked for here.
beforeEach(() => stubApi(() => Response.json({ message: 'Not Found' }, { status: 404 })));

describe('routes', () => {
  it('offers the three ways in on the home page', () => {
    renderRoutes('/');
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Apply for E-Visa')).toBe('/Apply');
    expect(href('Complete Partial filled Form')).toBe('/Partial-Filled');
    expect(href('Payment for Complete Form')).toBe('/Visa-Fee');
    expect(href('Urgent Apply')).toBe('/Apply');
    expect(screen.getByText(/© 2020/)).toBeInTheDocument();
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
    expect(await screen.findByRole('heading', { name: 'e-Visa Application' }, lazyLoad)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save and Continue' }, lazyLoad)).toBeInTheDocument();
  });

  it('shows each placeholder route its own name', async () => {
    for (const name of ['Steptwo', 'Stepthree', 'Stepfour', 'Stepfive', 'Stepsix']) {
      renderRoutes(`/${name}`);
      expect(await screen.findByRole('heading', { name }, { timeout: 10_000 })).toBeInTheDocument();
      cleanup();
    }
  });

  it('has a page for every route of the side menu', async () => {
    for (const { to, label } of MENU_LINKS) {
      renderRoutes(to);
      const main = await screen.findByRole('main');
      await within(main).findAllByRole('heading', { level: 1 }, { timeout: 10_000 });
      expect(within(main).queryByText('Unexpected Application Error!'), label).toBeNull();
      cleanup();
    }
  });

  it('explains a later step opened without an id and offers step 1', async () => {
    for (const [path, number] of [
      ['/Apply2', 2],
      ['/Apply6', 6],
    ] as const) {
      const user = userEvent.setup();
      const router = renderRoutes(path);
      expect(await screen.findByRole('heading', { name: 'This step needs your application ID' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getByText(new RegExp(`You opened step ${number}, .* without a temporary application ID`))).toBeInTheDocument();
      expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
      expect(screen.getByRole('link', { name: 'Continue an application with its ID' }).getAttribute('href')).toBe('/Partial-Filled');
      await user.click(screen.getByRole('link', { name: 'Start a new application at step 1' }));
      expect(router.state.location.pathname).toBe('/Apply');
      expect(await screen.findByRole('button', { name: 'Save and Continue' }, { timeout: 10_000 })).toBeInTheDocument();
      cleanup();
    }
  });

  it('answers an unknown route with the error screen', async () => {
    renderRoutes('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });
});
