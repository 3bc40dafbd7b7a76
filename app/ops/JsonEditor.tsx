import { useEffect, useMemo, useRef, useState } from 'react';
import { positionOf } from '../../engine/jsonPosition.ts';
import { type PathIssue, parsePath } from '../../engine/ops/jsonPath.ts';
import { findJsonError } from '../../engine/ops/jsonSyntax.ts';
import type { JsonCodeEditor } from './jsonCodeEditor.ts';

/** Character offset of a 1-based line and column. */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) offset = text.indexOf('\n', offset) + 1;
  return offset + column - 1;
}

/** Where in the text each problem is: the syntax error's spot, else what its JSON path names (its line). */
export function problemRanges(text: string, issues: readonly PathIssue[]): { from: number; to: number; message: string; path: string }[] {
  const syntax = findJsonError(text);
  if (syntax) return [{ from: syntax.offset, to: syntax.offset + 1, message: syntax.reason, path: '$' }];
  return issues.flatMap((i) => {
    const at = positionOf(text, parsePath(i.path));
    if (!at) return [];
    const from = offsetOf(text, at.line, at.column);
    const end = text.indexOf('\n', from);
    return [{ from, to: end < 0 ? text.length : end, message: i.reason, path: i.path }];
  });
}

interface Props {
  label: string;
  text: string;
  onChange: (text: string) => void;
  issues: readonly PathIssue[];
  /** A JSON path to put the cursor at (the issue list's "show"), with a counter so the same path can be asked again. */
  goTo: { path: string; n: number } | null;
}

/**
 * The raw JSON of a draft, in a code editor with line numbers and each problem marked on its line
 * (loaded on first use; a plain text box until it arrives, or for those who prefer one).
 */
export function JsonEditor({ label, text, onChange, issues, goTo }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<JsonCodeEditor | null>(null);
  const [plain, setPlain] = useState(false);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const change = useRef(onChange);
  change.current = onChange;
  const latest = useRef(text);
  latest.current = text;

  useEffect(() => {
    if (plain) return;
    let live = true;
    import('./jsonCodeEditor.ts').then(
      ({ createJsonCodeEditor }) => {
        if (!live || !host.current) return;
        editor.current = createJsonCodeEditor(host.current, { text: latest.current, label, onChange: (t) => change.current(t) });
        setState('ready');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      editor.current?.destroy();
      editor.current = null;
    };
  }, [plain, label]);

  const ranges = useMemo(() => problemRanges(text, issues), [text, issues]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `state` re-runs it once the editor has loaded
  useEffect(() => {
    editor.current?.setText(text);
    editor.current?.setProblems(ranges);
  }, [text, ranges, state]);
  useEffect(() => {
    if (!goTo || state !== 'ready') return;
    const range = ranges.find((r) => r.path === goTo.path) ?? ranges[0];
    if (range) editor.current?.goTo(range.from);
  }, [goTo, state, ranges]);

  const useTextarea = plain || state !== 'ready';
  return (
    <div className="ops-field ops-json">
      <div className="ops-row">
        <label htmlFor="ops-json-text" id="ops-json-label">
          {label}
        </label>
        <label className="ops-check">
          <input type="checkbox" checked={plain} onChange={(e) => setPlain(e.target.checked)} />
          Plain text box (no line numbers)
        </label>
      </div>
      {state === 'failed' && !plain ? <p className="ops-note">The code editor could not load; the plain text box works the same.</p> : null}
      {useTextarea ? (
        <textarea
          id="ops-json-text"
          spellCheck={false}
          value={text}
          aria-invalid={issues.length > 0}
          onChange={(e) => onChange(e.target.value)}
          rows={30}
        />
      ) : null}
      <div ref={host} className="ops-json-code" hidden={useTextarea} data-testid="ops-json-code" />
    </div>
  );
}
