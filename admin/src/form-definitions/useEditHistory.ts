import type { DefinitionFiles } from '@evisa/forms/browser';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How many edits back an editor can undo. */
const DEPTH = 200;

interface History {
  past: DefinitionFiles[];
  present: DefinitionFiles;
  future: DefinitionFiles[];
}

export interface EditHistory {
  files: DefinitionFiles;
  /**
   * Makes what `edit` returns of the latest files the draft's files: the files before can be undone, and what was
   * undone is gone. An edit that throws changes nothing (the error goes on to the caller).
   */
  edit: (edit: (files: DefinitionFiles) => DefinitionFiles) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

/** Whether a key press is meant for a text box or the JSON editor, which undo their own typing. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The draft's files with the edits made to them: undo and redo (also Ctrl/Cmd+Z, Ctrl+Shift+Z and Ctrl+Y outside
 * text boxes). The edits never change files in place (the editing functions copy what they change), so each
 * state is kept whole and shares the unchanged files with the others. Saving is not an edit: it keeps the history.
 */
export function useEditHistory(initial: DefinitionFiles): EditHistory {
  const [history, setHistory] = useState<History>({ past: [], present: initial, future: [] });
  // The edits read the latest files at once (apply returns whether an edit was made), not at the next render.
  const latest = useRef(history);
  const set = useCallback((next: History) => {
    latest.current = next;
    setHistory(next);
  }, []);
  const edit = useCallback(
    (change: (files: DefinitionFiles) => DefinitionFiles) => {
      const { past, present } = latest.current;
      const files = change(present);
      if (files !== present) set({ past: [...past, present].slice(-DEPTH), present: files, future: [] });
    },
    [set],
  );
  const undo = useCallback(() => {
    const { past, present, future } = latest.current;
    if (past.length) set({ past: past.slice(0, -1), present: past.at(-1)!, future: [present, ...future] });
  }, [set]);
  const redo = useCallback(() => {
    const { past, present, future } = latest.current;
    if (future.length) set({ past: [...past, present], present: future[0]!, future: future.slice(1) });
  }, [set]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || typingIn(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey)) redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);
  return { files: history.present, edit, undo, redo, canUndo: history.past.length > 0, canRedo: history.future.length > 0 };
}
