import { autocompletion } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json, jsonLanguage, jsonParseLinter } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, foldGutter, syntaxHighlighting } from '@codemirror/language';
import { type Diagnostic, linter, lintGutter } from '@codemirror/lint';
import { EditorSelection, EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { Box } from '@mui/material';
import { getJsonPointers, handleRefresh, jsonCompletion, jsonSchemaLinter, stateExtensions } from 'codemirror-json-schema';
import { useEffect, useRef } from 'react';
import type { CheckError } from './types';

export interface JsonCodeEditorProps {
  /** The file's text when the editor opens; later changes come from the editor itself. */
  text: string;
  /** The schema the file follows (form.json, a uiSchema, a JSON Schema): checked and completed as one types. */
  schema: object | undefined;
  /** The last check's errors about this file, shown at their place. */
  errors: CheckError[];
  /** A JSON pointer to select and scroll to when the editor opens. */
  path?: string;
  label: string;
  onChange: (text: string) => void;
}

/** Where a JSON pointer's value stands in the document (its key when it has no value yet), or the start. */
function rangeOf(state: EditorState, pointer: string): { from: number; to: number } {
  const place = getJsonPointers(state, 'json4').get(pointer);
  if (!place) return { from: 0, to: 0 };
  return 'valueFrom' in place ? { from: place.keyFrom, to: place.valueTo } : { from: place.keyFrom, to: place.keyTo };
}

/**
 * CodeMirror 6 on one file of the draft: JSON syntax, the file's schema checked and completed as one types
 * (codemirror-json-schema, which interprets schemas without generating code, so the console's CSP holds), and the
 * checks before publishing shown in the text where they found the problem.
 */
export const JsonCodeEditor = ({ text, schema, errors, path, label, onChange }: JsonCodeEditorProps) => {
  const host = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const errorsRef = useRef(errors);
  errorsRef.current = errors;

  useEffect(() => {
    const checkDiagnostics = (view: EditorView): Diagnostic[] =>
      errorsRef.current.map((error) => ({
        ...rangeOf(view.state, error.path),
        severity: 'error',
        message: error.message,
        source: 'Checks before publishing',
      }));
    const state = EditorState.create({
      doc: text,
      extensions: [
        lineNumbers(),
        foldGutter(),
        history(),
        bracketMatching(),
        highlightActiveLine(),
        syntaxHighlighting(defaultHighlightStyle),
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        json(),
        lintGutter(),
        linter(jsonParseLinter(), { delay: 300 }),
        linter(jsonSchemaLinter(), { needsRefresh: handleRefresh, delay: 300 }),
        linter(checkDiagnostics, { delay: 300 }),
        jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
        autocompletion(),
        // The file schemas are plain JSON Schema objects (forms' fileSchemaFor).
        stateExtensions(schema as Parameters<typeof stateExtensions>[0]),
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChangeRef.current(update.state.doc.toString());
        }),
        EditorView.theme({ '&': { maxHeight: '70vh', fontSize: '13px' }, '.cm-scroller': { overflow: 'auto' } }),
      ],
    });
    const view = new EditorView({ state, parent: host.current! });
    if (path) {
      const { from, to } = rangeOf(view.state, path);
      view.dispatch({ selection: EditorSelection.single(from, to), effects: EditorView.scrollIntoView(from, { y: 'center' }) });
      view.focus();
    }
    return () => view.destroy();
    // The editor is made once per file (the parent gives it a key); its text is its own from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <Box ref={host} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }} />;
};
