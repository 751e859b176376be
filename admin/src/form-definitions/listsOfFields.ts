import type { FormField, FormList, FormQuery } from '@evisa/forms/browser';

/** Which list each choice field offers, found by its entries (the query gives a field's entries, not its file). */
const listOfFieldByForm = new WeakMap<FormQuery, Map<FormField, FormList>>();

function listsOfFields(form: FormQuery): Map<FormField, FormList> {
  let found = listOfFieldByForm.get(form);
  if (!found) {
    found = new Map();
    for (const field of form.fields) {
      const values = field.choices?.map((choice) => choice.value);
      const list =
        values &&
        form.lists.find(
          (candidate) => candidate.values.length === values.length && candidate.values.every((value, index) => value === values[index]),
        );
      if (list) found.set(field, list);
    }
    listOfFieldByForm.set(form, found);
  }
  return found;
}

/** The list a choice field offers, or undefined for choices of its own. */
export const listOfField = (form: FormQuery, field: FormField): FormList | undefined => listsOfFields(form).get(field);

/** The fields that offer a list, in form order. */
export const fieldsUsing = (form: FormQuery, list: FormList): FormField[] =>
  [...listsOfFields(form)].filter(([, candidate]) => candidate.id === list.id).map(([field]) => field);
