/**
 * The JSON tab's editor: CodeMirror 6 with line numbers, JSON highlighting and each problem marked
 * on its line. Its own chunk, imported by app/ops/JsonEditor.tsx only when the JSON tab opens, so
 * neither the site nor the console's first screen carries it.
 */
import { json } from '@codemirror/lang-json';
import { type Diagnostic, lintGutter, setDiagnostics } from '@codemirror/lint';
import { EditorSelection } from '@codemirror/state';
import { basicSetup, EditorView } from 'codemirror';

export interface JsonCodeEditor {
  setText(text: string): void;
  /** Marks problems in place: [from, to) character ranges with their reason. */
  setProblems(problems: readonly { from: number; to: number; message: string }[]): void;
  /** Puts the cursor at a character offset, scrolled into view, and focuses the editor. */
  goTo(offset: number): void;
  destroy(): void;
}

export function createJsonCodeEditor(
  parent: HTMLElement,
  opts: { text: string; label: string; onChange: (text: string) => void },
): JsonCodeEditor {
  let applying = false;
  const view = new EditorView({
    parent,
    doc: opts.text,
    extensions: [
      basicSetup,
      json(),
      lintGutter(),
      EditorView.contentAttributes.of({ 'aria-label': opts.label }),
      EditorView.updateListener.of((u) => {
        if (u.docChanged && !applying) opts.onChange(u.state.doc.toString());
      }),
    ],
  });
  return {
    setText(text) {
      if (text === view.state.doc.toString()) return;
      applying = true;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
      applying = false;
    },
    setProblems(problems) {
      const length = view.state.doc.length;
      const diagnostics: Diagnostic[] = problems.map((p) => ({
        from: Math.min(p.from, length),
        to: Math.min(Math.max(p.to, p.from), length),
        severity: 'error',
        message: p.message,
      }));
      view.dispatch(setDiagnostics(view.state, diagnostics));
    },
    goTo(offset) {
      const at = Math.min(offset, view.state.doc.length);
      view.dispatch({ selection: EditorSelection.cursor(at), effects: EditorView.scrollIntoView(at, { y: 'center' }) });
      view.focus();
    },
    destroy: () => view.destroy(),
  };
}
