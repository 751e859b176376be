import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Catalogue, DefinitionFiles } from '@evisa/forms/browser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import { signInAs, useRealApi } from '../test/realApi';
import type { FormDefinitionRecord, FormDefinitionSummary } from './types';

// The first render pulls in the whole of react-admin and MUI, which takes a while under jsdom.
const slow = { timeout: 60_000 };
const long = 400_000;
let token = '';

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/api/admin/form-definitions${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A draft of the application form whose French catalogue lacks the surname's title. */
async function draftWithoutOneFrenchText(): Promise<FormDefinitionRecord> {
  const [published] = await api<FormDefinitionSummary[]>('GET', `?filter=${encodeURIComponent('{"status":"published","form_id":"india-evisa"}')}`);
  const draft = await api<FormDefinitionRecord>('POST', '', {
    form_id: 'india-evisa',
    from_version: published!.version,
    note: 'French, one text short',
  });
  const french = draft.files['translations/fr.json'] as Catalogue;
  const { 'field.Surname.title': _dropped, ...texts } = french.texts;
  const files: DefinitionFiles = { ...draft.files, 'translations/fr.json': { language: 'fr', texts } };
  return api<FormDefinitionRecord>('PUT', `/${draft.id}`, { files, note: draft.note, revision: draft.revision });
}

beforeEach(async () => {
  localStorage.clear();
  useRealApi();
  token = (await signInAs('editor')).token;
});
afterEach(cleanup);

describe('the translations of a draft', () => {
  it(
    'shows each language’s completeness and the missing texts, takes a translation and an eighth language, and the checks say it',
    async () => {
      const draft = await draftWithoutOneFrenchText();
      window.history.pushState({}, '', `/admin/form-definitions/${draft.id}`);
      render(<App />);

      fireEvent.click(await screen.findByRole('tab', { name: 'Translations' }, slow));
      const languages = await screen.findByRole('list', { name: 'Languages' }, slow);
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
      const report = await screen.findByRole('region', { name: 'Languages' }, slow);
      expect(within(report).getByText(`French (required): ${total} of ${total} texts translated`)).toBeInTheDocument();
      expect(within(report).getByText(`Portuguese: 1 of ${total} texts translated`)).toBeInTheDocument();
      const saved = await api<FormDefinitionRecord>('GET', `/${draft.id}`);
      expect((saved.files['translations/fr.json'] as Catalogue).texts['field.Surname.title']).toBe('Nom (exactement comme sur le passeport)');
      expect(saved.files['translations/pt.json']).toEqual({ language: 'pt', texts: { 'form.title': 'Pedido de e-Visto' } });
      expect(saved.files['form.json']).toMatchObject({ languages: expect.arrayContaining([{ code: 'pt', required: false }]) });
    },
    long,
  );
});
