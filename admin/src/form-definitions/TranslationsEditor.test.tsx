import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Catalogue } from '@evisa/forms/browser';
import { describe, expect, it } from 'vitest';
import { App } from '../App';
import { definitionsApi, draftWith, editorForEachTest, FIRST_RENDER, SEVERAL_PAGES } from '../test/formDefinitions';
import type { FormDefinitionRecord } from './types';

const editor = editorForEachTest();

/** A draft of the application form whose French catalogue lacks the surname's title. */
const draftWithoutOneFrenchText = () =>
  draftWith(editor.token, 'French, one text short', (files) => {
    const { 'field.Surname.title': _dropped, ...texts } = (files['translations/fr.json'] as Catalogue).texts;
    return { ...files, 'translations/fr.json': { language: 'fr', texts } };
  });

describe('the translations of a draft', () => {
  it(
    'shows each language’s completeness and the missing texts, takes a translation and an eighth language, and the checks say it',
    async () => {
      const draft = await draftWithoutOneFrenchText();
      window.history.pushState({}, '', `/admin/form-definitions/${draft.id}`);
      render(<App />);

      fireEvent.click(await screen.findByRole('tab', { name: 'Translations' }, FIRST_RENDER));
      const languages = await screen.findByRole('list', { name: 'Languages' }, FIRST_RENDER);
      const french = within(languages).getByText(/^French \(fr\)/);
      const total = Number(/\/(\d+)/.exec(french.textContent ?? '')![1]);
      expect(french).toHaveTextContent(`French (fr) ${total - 1}/${total} · required`);
      expect(within(languages).getByText(/^Arabic \(ar\)/)).toHaveTextContent(`Arabic (ar) ${total}/${total} · required`);

      fireEvent.click(screen.getByRole('switch', { name: 'Only missing' }));
      const texts = screen.getByRole('table', { name: 'Texts' });
      const rows = within(texts).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(1);
      expect(within(rows[0]!).getByText('e-Visa Application › Surname (exactly as in passport)')).toBeInTheDocument();
      expect(within(rows[0]!).getByText('field.Surname.title')).toBeInTheDocument();
      expect(within(rows[0]!).getByText('Missing: shown in English')).toBeInTheDocument();
      const box = within(rows[0]!).getByRole('textbox', { name: 'French: e-Visa Application › Surname (exactly as in passport)' });
      fireEvent.change(box, { target: { value: 'Nom (exactement comme sur le passeport)' } });
      fireEvent.blur(box);
      await waitFor(() => expect(within(languages).getByText(/^French \(fr\)/)).toHaveTextContent(`French (fr) ${total}/${total}`));

      fireEvent.change(screen.getByRole('textbox', { name: 'Language code' }), { target: { value: 'pt' } });
      fireEvent.click(screen.getByRole('button', { name: 'Add language' }));
      expect(await within(languages).findByText(/^Portuguese \(pt\) 0\//)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Portuguese' })).toBeInTheDocument();
      const title = screen.getByRole('textbox', { name: 'Portuguese: Form title' });
      fireEvent.change(title, { target: { value: 'Pedido de e-Visto' } });
      fireEvent.blur(title);

      fireEvent.click(screen.getByRole('button', { name: 'Check' }));
      const report = await screen.findByRole('region', { name: 'Languages' }, FIRST_RENDER);
      expect(within(report).getByText(`French (required): ${total} of ${total} texts translated`)).toBeInTheDocument();
      expect(within(report).getByText(`Portuguese: 1 of ${total} texts translated`)).toBeInTheDocument();
      const saved = await definitionsApi<FormDefinitionRecord>(editor.token, 'GET', `/${draft.id}`);
      expect((saved.files['translations/fr.json'] as Catalogue).texts['field.Surname.title']).toBe('Nom (exactement comme sur le passeport)');
      expect(saved.files['translations/pt.json']).toEqual({ language: 'pt', texts: { 'form.title': 'Pedido de e-Visto' } });
      expect(saved.files['form.json']).toMatchObject({ languages: expect.arrayContaining([{ code: 'pt', required: false }]) });
    },
    SEVERAL_PAGES,
  );
});
