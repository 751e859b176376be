import { useState } from 'react';
import type { FormDefinition } from '@evisa/forms/browser';
import { loadPublishedForm } from '../definition/definitions';
import { useLocalized } from '../definition/useDefinition';
import { useLoaded, type Loaded } from '../definition/useLoaded';

/** The published version of a form other than the application, asked once when the page mounts. */
export function usePublishedForm(formId: string): Loaded<FormDefinition> {
  // One request per visit: a retry after a failure asks again, a re-render does not.
  const [mounted] = useState(() => String(Math.random()));
  return useLocalized(useLoaded(['form', formId, mounted], () => loadPublishedForm(formId)));
}
