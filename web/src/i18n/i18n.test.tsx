import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/api';
import { renderRoutes } from '../test/renderRoutes';
import { chooseLanguage, chosenLanguage, i18next, LANGUAGE_STORAGE_KEY } from './i18n';

afterEach(async () => {
  localStorage.clear();
  await act(() => i18next.changeLanguage('en'));
  vi.unstubAllGlobals();
});

describe("the site in the applicant's language", () => {
  it('switches the home page to French from the header, and keeps the choice in this browser', async () => {
    stubApi(() => Response.json({}));
    renderRoutes('/');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demandez votre e-Visa pour l’Inde, accompagné à chaque étape' })).toBeVisible();
    const start = screen.getByRole('navigation', { name: 'Commencer' });
    expect(within(start).getByRole('link', { name: 'Demander un e-Visa' })).toHaveAttribute('href', '/Apply');
    const menu = screen.getByRole('navigation', { name: 'Site' });
    expect(within(menu).getByRole('link', { name: 'Suivre ma demande' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
  });

  it('lays the page out right to left in Arabic', async () => {
    stubApi(() => Response.json({}));
    renderRoutes('/');
    await act(() => chooseLanguage('ar'));
    expect(await screen.findByRole('heading', { level: 1, name: 'قدّم طلب تأشيرتك الإلكترونية إلى الهند مع إرشاد في كل خطوة' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'طلب عاجل' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it("starts in the language kept in this browser, else the browser's first language the site speaks", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'de-DE', 'en']);
    expect(chosenLanguage()).toBe('de');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh');
    expect(chosenLanguage()).toBe('zh');
    vi.restoreAllMocks();
  });

  it('keeps a language only a form speaks (an editor’s eighth), the site’s own texts in English', async () => {
    await act(() => chooseLanguage('pt'));
    expect(i18next.language).toBe('pt');
    expect(document.documentElement.lang).toBe('pt');
    expect(i18next.t('header.language')).toBe('Language');
    await act(() => chooseLanguage('en'));
  });
});
