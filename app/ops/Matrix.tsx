import { useDeferredValue, useMemo, useState } from 'react';
import type { Json } from '../../engine/configMerge.ts';
import type { Audience } from '../../engine/ops/audience.ts';
import { type Cell, type MatrixRow, visibilityMatrix } from '../../engine/ops/matrix.ts';
import { describeHidden, siteWord } from '../../engine/ops/plainWords.ts';
import { howToShow } from '../../engine/ops/reasonFixes.ts';
import { remoteMenuMatrix } from '../../engine/ops/remoteMatrix.ts';
import { hidingEntries } from '../../engine/regionEdits.ts';
import { resolveRegionSet } from '../../engine/regionSet.ts';
import { parseRemoteMenu } from '../../schemas/remoteMenu.ts';
import type { SiteCode } from '../../schemas/site.ts';
import { SITE_CODES } from '../../schemas/siteConstants.ts';
import { AudienceControls } from './AudienceControls.tsx';
import { SelectField } from './form/inputs.tsx';
import { ColumnHeads } from './Panel.tsx';
import { RolloutWhy } from './rollouts/RolloutWhy.tsx';
import type { RunningRollout } from './rollouts/useRunningRollout.ts';

/** Item keys a sub-site's own file hides (`hide`): the matrix says so instead of a bare dash. */
function hiddenBy(files: Record<string, Json>, site: string, key: string): boolean {
  const raw = files[site];
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || !Array.isArray(raw.hide)) return false;
  return hidingEntries(raw.hide, key).length > 0;
}

/** A hidden cell: why, in full, and what to change so it shows. */
function Reason({ rule, value, site, builtIn }: { rule: string; value: unknown; site: string; builtIn?: string }) {
  return (
    <td className="ops-cell ops-cell--hidden">
      <span className="ops-rule">{describeHidden({ rule, value }, site)}</span>
      <span className="ops-fix">{howToShow({ rule, value, builtIn }, { site })}</span>
    </td>
  );
}

function CellView({ cell, hiddenByFile, site }: { cell: Cell; hiddenByFile?: boolean; site: string }) {
  if (cell.state === 'absent' && hiddenByFile) return <Reason rule="hide" value={site} site={site} />;
  if (cell.state === 'visible')
    return (
      <td className="ops-cell ops-cell--visible">
        <span aria-hidden="true">✓</span>
        <span className="sr-only">visible</span>
      </td>
    );
  if (cell.state === 'absent')
    return (
      <td className="ops-cell ops-cell--absent">
        <span aria-hidden="true">—</span>
        <span className="sr-only">not on this sub-site</span>
      </td>
    );
  return <Reason rule={cell.rule} value={cell.value} site={site} builtIn={cell.builtIn} />;
}

const ALL = 'all';

/** Which sub-sites the matrix shows: the audience's (the edited file's) by default, or all. */
function Scope({ site, all, onChange }: { site: SiteCode; all: boolean; onChange: (scope: SiteCode | typeof ALL) => void }) {
  return (
    <SelectField
      label="Sub-sites shown"
      value={all ? ALL : site}
      options={[
        ...SITE_CODES.map((s) => ({ value: s as string | undefined, label: `${siteWord(s)} only` })),
        { value: ALL, label: `all ${SITE_CODES.length} sub-sites (a wide table)` },
      ]}
      onChange={(v) => onChange((v ?? site) as SiteCode | typeof ALL)}
    />
  );
}

function Filter({
  text,
  setText,
  onlyHidden,
  setOnlyHidden,
}: {
  text: string;
  setText: (t: string) => void;
  onlyHidden: boolean;
  setOnlyHidden: (b: boolean) => void;
}) {
  return (
    <div className="ops-row">
      <div className="ops-field">
        <label htmlFor="ops-matrix-filter">Filter items</label>
        <input id="ops-matrix-filter" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="label or id" />
      </div>
      <label className="ops-check">
        <input type="checkbox" checked={onlyHidden} onChange={(e) => setOnlyHidden(e.target.checked)} />
        Only items hidden somewhere
      </label>
    </div>
  );
}

/**
 * Every item against every sub-site and login state (region files), or against both placements
 * (remote menu); a hidden cell names the rule and value the engine reported.
 */
export function Matrix({
  files,
  menu,
  audience,
  setAudience,
  rollout,
}: {
  files: Record<string, Json>;
  menu?: unknown;
  audience: Audience;
  setAudience: (a: Audience) => void;
  /** The target's running rollout: a row its change alters says who sees the change and who the live version. */
  rollout?: RunningRollout | null;
}) {
  const [text, setText] = useState('');
  const [onlyHidden, setOnlyHidden] = useState(false);
  // One sub-site (the one whose file is edited, as the preview) fits the panel; all
  // twelve are a 24-column table, there on request.
  const [all, setAll] = useState(false);
  const query = useDeferredValue(text.trim().toLowerCase());
  const matrix = useMemo(() => {
    if (menu !== undefined) return null;
    const { configs } = resolveRegionSet(files);
    if (all) return visibilityMatrix(configs, audience);
    // One sub-site: its own items, and those its file hides (a row saying so, and how to undo it).
    const one = visibilityMatrix(configs, audience, [audience.site]);
    const here = (row: MatrixRow) => row.cells[`${audience.site}:out`]?.state !== 'absent' || hiddenBy(files, audience.site, row.key);
    return { ...one, rows: one.rows.filter(here) };
  }, [files, audience, menu, all]);
  // The remote menu is drawn on the main sub-site only (SPEC §4), so with its config.
  const remote = useMemo(() => {
    if (menu === undefined) return null;
    const main = resolveRegionSet(files, ['main']).configs.main;
    return main ? remoteMenuMatrix(parseRemoteMenu({ data: menu }).items, main, audience) : 'no-main';
  }, [files, audience, menu]);
  const changed = new Set(rollout?.items.map((i) => i.id.toLowerCase()));
  // A row's item is its key's last id (`header.main/earn/simple-earn`).
  const why = (key: string) =>
    rollout && changed.has(key.slice(key.lastIndexOf('/') + 1).toLowerCase()) ? <RolloutWhy running={rollout} /> : null;
  const match = (label: string, key: string, cells: Cell[]) =>
    (!query || label.toLowerCase().includes(query) || key.toLowerCase().includes(query)) &&
    (!onlyHidden || cells.some((c) => c.state === 'hidden'));

  return (
    <section className="ops-matrix-panel" aria-labelledby="ops-matrix-title">
      <h2 id="ops-matrix-title" className="ops-h2">
        Visibility matrix
      </h2>
      <AudienceControls audience={audience} onChange={setAudience} withSite={false} />
      <div className="ops-row">
        {menu === undefined ? (
          <Scope
            site={audience.site}
            all={all}
            onChange={(scope) => {
              setAll(scope === ALL);
              if (scope !== ALL) setAudience({ ...audience, site: scope });
            }}
          />
        ) : null}
      </div>
      <Filter text={text} setText={setText} onlyHidden={onlyHidden} setOnlyHidden={setOnlyHidden} />
      <div className="ops-matrix-scroll">
        {matrix ? (
          <table className={`ops-matrix${all ? ' ops-matrix--wide' : ''}`} data-testid="ops-matrix">
            <caption className="sr-only">Items by sub-site and login state</caption>
            <thead>
              <tr>
                <th scope="col" rowSpan={2}>
                  Item
                </th>
                {matrix.sites.map((s) => (
                  <th key={s} scope="colgroup" colSpan={2}>
                    {siteWord(s)}
                  </th>
                ))}
              </tr>
              <tr className="ops-matrix-sub">
                {matrix.sites.flatMap((s) => [
                  <th key={`${s}:out`} scope="col" title={`${siteWord(s)}, visitor`}>
                    visitor
                  </th>,
                  <th key={`${s}:in`} scope="col" title={`${siteWord(s)}, logged in`}>
                    logged in
                  </th>,
                ])}
              </tr>
            </thead>
            <tbody>
              {matrix.rows
                .filter((r) => match(r.label, r.key, Object.values(r.cells)))
                .map((row) => (
                  <tr key={row.key} data-key={row.key}>
                    <th scope="row" style={{ paddingInlineStart: `${8 + row.depth * 14}px` }} title={row.key}>
                      {row.label}
                      {why(row.key)}
                    </th>
                    {matrix.sites.flatMap((s) => {
                      const by = hiddenBy(files, s, row.key);
                      return [
                        <CellView key={`${s}:out`} cell={row.cells[`${s}:out`]!} hiddenByFile={by} site={s} />,
                        <CellView key={`${s}:in`} cell={row.cells[`${s}:in`]!} hiddenByFile={by} site={s} />,
                      ];
                    })}
                  </tr>
                ))}
            </tbody>
          </table>
        ) : remote === 'no-main' ? (
          <p className="ops-note" role="status">
            The main sub-site's config does not validate, so the remote menu cannot be drawn with it: fix base.json or main.json first.
          </p>
        ) : (
          <table className="ops-matrix" data-testid="ops-matrix">
            <caption className="sr-only">Remote menu items by placement</caption>
            <ColumnHeads names={['Item', 'header (web)', 'side drawer (h5)']} />
            <tbody>
              {(remote ?? [])
                .filter((r) => match(r.label, r.key, Object.values(r.cells)))
                .map((row) => (
                  <tr key={row.key} data-key={row.key}>
                    <th scope="row" style={{ paddingInlineStart: `${8 + row.depth * 14}px` }}>
                      {row.label}
                      {why(row.key)}
                    </th>
                    <CellView cell={row.cells.header} site="main" />
                    <CellView cell={row.cells.side} site="main" />
                  </tr>
                ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
