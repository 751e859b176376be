import { createContext, useContext } from 'react';
import type { DefinitionFiles, FormDefinition, FormQuery } from '@evisa/forms/browser';
import type { CheckError } from './types';

/** What every part of the editor shares: the draft's files as edited, what they build to, and the check results. */
export interface DraftEditor {
  files: DefinitionFiles;
  /** Undefined while the files do not build (then only the JSON editor can help). */
  definition: FormDefinition | undefined;
  form: FormQuery | undefined;
  /** Applies an edit to the files; an edit refused (EditError) is told to the editor and changes nothing. */
  apply: (edit: (files: DefinitionFiles) => DefinitionFiles) => boolean;
  /** The problems the last check found, each naming its file and place. */
  checkErrors: CheckError[];
  /** Goes to the place a check error concerns: its field, list or Preview section, else the JSON editor. */
  reveal: (error: CheckError) => void;
}

export const DraftEditorContext = createContext<DraftEditor | null>(null);

export function useDraftEditor(): DraftEditor {
  const editor = useContext(DraftEditorContext);
  if (!editor) throw new Error('useDraftEditor() is used outside the draft editor');
  return editor;
}
