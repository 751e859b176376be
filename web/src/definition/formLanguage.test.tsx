import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { indiaEvisaFiles } from '@evisa/forms';
import { chooseLanguage } from '../i18n/i18n';
import { reply, stubApi, warmValidators } from '../test/api';
import { renderRoutes } from '../test/renderRoutes';

beforeAll(() => warmValidators('step1'), 120_000);
afterEach(() => chooseLanguage('en'));

const lazyLoad = { timeout: 10_000 };

/** Answers the catalogue requests as the API does (German without the surname's title); anything else is not found. */
const catalogues = () =>
  stubApi((url) => {
    const language = /^\/api\/forms\/india-evisa\/versions\/1\/translations\/([a-z]+)$/.exec(url)?.[1];
    const shipped = language ? (indiaEvisaFiles[`translations/${language}.json`] as { language: string; texts: Record<string, string> }) : undefined;
    const { 'field.Surname.title': _dropped, ...german } = shipped?.texts ?? {};
    const catalogue = language === 'de' ? { language, texts: german } : shipped;
    return catalogue
      ? reply('/api/forms/{formId}/versions/{version}/translations/{language}', 'get', 200, { success: true, status: true, data: catalogue })
      : reply('/api/forms/{formId}/versions/{version}/translations/{language}', 'get', 404, { success: false, status: false, message: 'Not found' });
  });

describe('the form in the applicant’s language', () => {
  it('loads only the chosen language’s texts and shows the step, its choices and its messages in it', async () => {
    const calls = catalogues();
    await chooseLanguage('fr');
    renderRoutes('/Apply');
    const submit = await screen.findByRole('button', { name: 'Enregistrer et continuer' }, lazyLoad);
    expect(calls.mock.calls.map(([url]) => url)).toEqual(['/api/forms/india-evisa/versions/1/translations/fr']);
    expect(screen.getByLabelText(/^Nom \(exactement comme sur le passeport\)/)).toBeInTheDocument();
    // Countries by CLDR in the language, the list keeping its values (what the select's options stand for).
    expect(screen.getByRole('option', { name: 'Allemagne' })).toBeInTheDocument();
    await userEvent.click(submit);
    expect(await screen.findByText('Le nom est obligatoire')).toBeInTheDocument();
  });

  it('keeps the answers when the applicant switches language', async () => {
    catalogues();
    await chooseLanguage('fr');
    renderRoutes('/Apply');
    const surname = await screen.findByLabelText(/^Nom \(exactement/, {}, lazyLoad);
    await userEvent.type(surname, 'Martin');
    await act(() => chooseLanguage('en'));
    const english = await screen.findByLabelText(/^Surname \(exactly as in passport\)/);
    expect(english).toHaveValue('Martin');
    await act(() => chooseLanguage('ar'));
    await waitFor(() => expect(screen.getByLabelText(/^اسم العائلة/)).toHaveValue('Martin'));
  });

  it('shows a text the language lacks in English, marked lang="en"', async () => {
    catalogues();
    await chooseLanguage('de');
    renderRoutes('/Apply');
    expect(await screen.findByRole('button', { name: 'Speichern und weiter' }, lazyLoad)).toBeInTheDocument();
    const surname = screen.getByText('Surname (exactly as in passport)');
    expect(surname.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Vorname(n) (genau wie im Pass)').closest('[lang="en"]')).toBeNull();
  });
});
