import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../i18n/i18n';
import { indiaEvisaFiles } from '@evisa/forms';
import { LAZY_LOAD, reply, stubApi } from '../test/api';
import { renderRoutes } from '../test/renderRoutes';

// Two groups as staff keep them: the countries are the form's stored values.
const TABLE = {
  success: true as const,
  status: true as const,
  data: {
    currency: 'USD' as const,
    codes: [
      { code: 'tourist30Days', kind: 'visa' as const, label: 'eTOURIST VISA · 30 Days' },
      { code: 'urgentVisaFee', kind: 'extra' as const, label: 'Urgent Processing' },
    ],
    groups: [
      { countries: ['JAPAN', 'GERMANY', 'UNITED KINGDOM'], amounts: { tourist30Days: 39, urgentVisaFee: 60.5 } },
      { countries: ['FRANCE'], amounts: { tourist30Days: 1234, urgentVisaFee: null } },
    ],
    updated_at: '2026-03-14T10:00:00Z',
  },
};

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

async function feePage(language: string) {
  await act(() => i18next.changeLanguage(language));
  // The fee table, and the form's catalogue of the language (the visas' and extras' names are the form's choices).
  stubApi((url) => {
    const catalogue = /\/translations\/([a-z]+)$/.exec(url)?.[1];
    return catalogue
      ? reply('/api/forms/{formId}/versions/{version}/translations/{language}', 'get', 200, {
          success: true,
          status: true,
          data: indiaEvisaFiles[`translations/${catalogue}.json`] as { language: string; texts: Record<string, string> },
        })
      : reply('/api/india/visa-fees', 'get', 200, TABLE);
  });
  renderRoutes('/Visa-Fee-Details');
  return screen.findByRole('region', { name: language === 'fr' ? 'Tous les tarifs par nationalité' : 'All fees by nationality' }, LAZY_LOAD);
}

describe('the visa fee page', () => {
  it('names the countries and writes the amounts as French does, while the values picked stay the form’s', async () => {
    const all = await feePage('fr');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tarifs des visas');
    // CLDR's French names, by the ISO codes of the form's country list, in French alphabetical order.
    expect(within(all).getAllByRole('group')[0]).toHaveTextContent('Allemagne, Japon, Royaume-Uni');
    expect(within(all).getByRole('status')).toHaveTextContent('4 nationalités, groupes tarifaires : 2.');
    // (Intl separates with no-break spaces, which the matcher reads as spaces.)
    const cheapest = within(all).getAllByRole('table')[0]!;
    // The visa and the extra by the form's French choices, once its catalogue is there.
    expect(await within(cheapest).findByRole('row', { name: /^eVISA TOURISTE · 30 jours/ }, LAZY_LOAD)).toHaveTextContent('39 $US99,50 $US');
    expect(within(cheapest).getAllByRole('columnheader')[2]).toHaveTextContent(/^Traitement urgent/);
    expect(within(all).getAllByRole('table')[1]).toHaveTextContent('1 234 $US—');

    const user = userEvent.setup();
    await user.type(within(all).getByRole('searchbox', { name: 'Rechercher une nationalité' }), 'japon');
    expect(within(all).getByRole('status')).toHaveTextContent('Résultats : 1 nationalité.');
    expect(within(all).getByRole('table')).toHaveAccessibleName('Tarifs pour : Japon');

    const picker = screen.getByRole('combobox', { name: 'Votre nationalité (celle de votre passeport)' });
    const japan = within(picker).getByRole('option', { name: 'Japon' }) as HTMLOptionElement;
    expect(japan.value).toBe('JAPAN');
    await user.selectOptions(picker, japan);
    expect(await screen.findByRole('table', { name: 'Tarifs pour les ressortissants de : Japon' })).toBeInTheDocument();
  });

  it('keeps the form’s names and whole dollars in English', async () => {
    const all = await feePage('en');
    expect(within(all).getAllByRole('group')[0]).toHaveTextContent('GERMANY, JAPAN, UNITED KINGDOM');
    expect(within(all).getByRole('status')).toHaveTextContent('4 nationalities in 2 fee groups.');
    expect(within(within(all).getAllByRole('table')[0]!).getByRole('row', { name: /eTOURIST VISA/ })).toHaveTextContent('39 USD99.50 USD');
    expect(screen.getByText('Last changed on 14 March 2026.')).toBeInTheDocument();
  });
});
