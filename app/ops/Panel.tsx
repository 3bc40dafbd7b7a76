import type { ReactNode } from 'react';

/**
 * A console page or panel named `ops-{name}`: a section labelled by its h2, so screen readers and
 * tests (data-testid) find every panel the same way.
 */
export function Panel({ name, title, children }: { name: string; title: ReactNode; children: ReactNode }) {
  const titleId = `ops-${name}-title`;
  return (
    <section className={`ops-${name}`} aria-labelledby={titleId} data-testid={`ops-${name}`}>
      <h2 id={titleId} className="ops-h2">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a console page shows while its first answer is on the way. */
export function PanelLoading({ children }: { children: ReactNode }) {
  return (
    <p className="loading-text" aria-busy="true">
      {children}
    </p>
  );
}

/** A table's head row of plain column names. */
export function ColumnHeads({ names }: { names: readonly string[] }) {
  return (
    <thead>
      <tr>
        {names.map((n) => (
          <th key={n} scope="col">
            {n}
          </th>
        ))}
      </tr>
    </thead>
  );
}
