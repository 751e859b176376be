import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../App';
import { definitionsApi, draftWith, editorForEachTest, FIRST_RENDER, SEVERAL_PAGES } from '../test/formDefinitions';
import type { FormDefinitionRecord } from './types';

// A file of its own beside FormDefinitions.test.tsx: the longest of the console's tests, run on the other core.
const editor = editorForEachTest();

describe('the condition builder', () => {
  it(
    'builds a condition on two fields in words, undoes and redoes it (buttons and keys), and saves it as standard JSON Schema',
    async () => {
      const draft = await draftWith(editor.token, 'Spouse only in the country', (files) => files);
      window.history.pushState({}, '', `/admin/form-definitions/${draft.id}`);
      render(<App />);
      fireEvent.click(await screen.findByRole('tab', { name: /Address, family and profession details/ }, FIRST_RENDER));
      const fields = await screen.findByRole('list', { name: 'Fields of Address, family and profession details' }, FIRST_RENDER);
      fireEvent.click(within(fields).getByText("Spouse's Name"));
      const builder = await screen.findByRole('region', { name: 'Show this field only when' }, FIRST_RENDER);
      const married = "Applicant's Marital Status is Married";
      expect(within(builder).getByText(`Shown when ${married}.`)).toBeInTheDocument();

      fireEvent.click(within(builder).getByRole('button', { name: 'Add a rule' }));
      const rules = within(builder).getAllByRole('group', { name: 'Rule' });
      expect(rules).toHaveLength(2);
      const country = within(rules[1]!).getByRole('combobox', { name: 'Answer' });
      country.focus();
      fireEvent.change(country, { target: { value: 'KENYA' } });
      fireEvent.keyDown(country, { key: 'ArrowDown' });
      fireEvent.click(await screen.findByRole('option', { name: 'KENYA' }, FIRST_RENDER));
      const both = `Shown when ${married} and Present address: Country is KENYA.`;
      expect(await within(builder).findByText(both, {}, FIRST_RENDER)).toBeInTheDocument();
      expect(within(fields).getByText(`Text · required · when ${married} and Present address: Country is KENYA`)).toBeInTheDocument();

      fireEvent.click(within(builder).getByRole('button', { name: 'Any of these (or)' }));
      const either = `Shown when ${married} or Present address: Country is KENYA.`;
      expect(await within(builder).findByText(either, {}, FIRST_RENDER)).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
      expect(await within(builder).findByText(both, {}, FIRST_RENDER)).toBeInTheDocument();
      // The toggle follows the undone condition in the same render as its sentence.
      expect(within(builder).getByRole('button', { name: 'All of these (and)', pressed: true })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
      expect(await within(builder).findByText(either, {}, FIRST_RENDER)).toBeInTheDocument();
      expect(within(builder).getByRole('button', { name: 'Any of these (or)', pressed: true })).toBeInTheDocument();
      fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
      expect(await within(builder).findByText(both, {}, FIRST_RENDER)).toBeInTheDocument();
      fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
      expect(await within(builder).findByText(either, {}, FIRST_RENDER)).toBeInTheDocument();
      fireEvent.keyDown(document.body, { key: 'z', metaKey: true });
      expect(await within(builder).findByText(both, {}, FIRST_RENDER)).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Draft saved.', {}, FIRST_RENDER)).toBeInTheDocument();
      // Saving keeps the history: the change before it can still be undone.
      expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled();
      const saved = await definitionsApi<FormDefinitionRecord>(editor.token, 'GET', `/${draft.id}`);
      const step3 = saved.files['steps/step3.schema.json'] as { allOf: Array<{ if: unknown; then: { properties?: Record<string, unknown> } }> };
      expect(step3.allOf.find((entry) => entry.then.properties?.spouse_Name)?.if).toEqual({
        allOf: [
          { properties: { Applicant_Marital_Status: { const: 'MARRIED' } }, required: ['Applicant_Marital_Status'] },
          { properties: { Present_Country: { const: 'KENYA' } }, required: ['Present_Country'] },
        ],
      });
    },
    SEVERAL_PAGES,
  );
});
