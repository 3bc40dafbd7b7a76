import { useMemo, useState } from 'react';
import type { Json } from '../../../engine/configMerge.ts';
import type { Audience } from '../../../engine/ops/audience.ts';
import { type Comparison, compareRegions, type Side } from '../../../engine/ops/compareRegions.ts';
import { siteWord } from '../../../engine/ops/plainWords.ts';
import type { SiteCode } from '../../../schemas/site.ts';
import { SITE_CODES } from '../../../schemas/siteConstants.ts';
import { AudienceControls } from '../AudienceControls.tsx';
import { compareHref, editHref } from '../consoleRoute.ts';
import { SelectField } from '../form/inputs.tsx';
import { Panel } from '../Panel.tsx';

const DIFFERS = (
  <span className="ops-differs-mark">
    <span aria-hidden="true">≠ </span>differs
  </span>
);

function SideView({ side, other, onlyDiff }: { side: Side; other: SiteCode; onlyDiff: boolean }) {
  const menus = side.menus.filter((r) => !onlyDiff || r.differs);
  const settings = side.settings.filter((r) => !onlyDiff || r.differs);
  return (
    <section className="ops-compare-side" aria-labelledby={`ops-compare-${side.site}`} data-site={side.site}>
      <h3 id={`ops-compare-${side.site}`} className="ops-h2">
        {siteWord(side.site)} <span className="ops-hint">({side.site})</span>
      </h3>
      <p>
        <a href={editHref(side.site)}>Edit {side.site}.json</a>
      </p>
      <h4>Menus and header parts</h4>
      {menus.length === 0 ? <p className="ops-hint">No {onlyDiff ? 'differences' : 'items'}.</p> : null}
      <ul className="ops-compare-list" aria-label={`Menus of ${siteWord(side.site)}`}>
        {menus.map((r) => (
          <li
            key={r.key}
            data-key={r.key}
            className={r.differs ? 'ops-differs' : undefined}
            style={{ paddingInlineStart: `${r.depth * 14}px` }}
          >
            <span className="ops-compare-label">{r.label}</span> {r.differs ? DIFFERS : null}
            <span className="ops-hint">
              visitor: {r.visitor}; logged in: {r.loggedIn}
            </span>
          </li>
        ))}
      </ul>
      <h4>Settings</h4>
      {settings.length === 0 ? <p className="ops-hint">No {onlyDiff ? 'differences' : 'settings'}.</p> : null}
      <dl className="ops-compare-list" aria-label={`Settings of ${siteWord(side.site)}`}>
        {settings.map((r) => (
          <div key={r.path} data-path={r.path} className={r.differs ? 'ops-differs' : undefined}>
            <dt>
              {r.label} {r.differs ? DIFFERS : null}
            </dt>
            <dd>
              <code>{r.value}</code>{' '}
              <a className="ops-hint" href={editHref(r.from, r.path)} aria-label={`${r.label}: set in ${r.from}.json, edit it there`}>
                {r.from === side.site ? `set in ${r.from}.json` : `from ${r.from}.json`}
              </a>
            </dd>
          </div>
        ))}
      </dl>
      <p className="ops-hint">
        Compared with <a href={editHref(other)}>{other}.json</a>.
      </p>
    </section>
  );
}

/**
 * Two sub-sites' effective menus and settings side by side (after `extends`, for
 * the chosen visitor), what differs marked in words as well as colour; each side links to its
 * editor, each setting to the file it comes from. On a phone the two sides stack.
 */
export function ComparePage({
  files,
  a,
  b,
  audience,
  setAudience,
}: {
  files: Record<string, Json>;
  a: SiteCode;
  b: SiteCode;
  audience: Audience;
  setAudience: (a: Audience) => void;
}) {
  const [onlyDiff, setOnlyDiff] = useState(false);
  const result = useMemo((): Comparison | { error: string } => {
    try {
      return compareRegions(files, a, b, audience);
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) };
    }
  }, [files, a, b, audience]);
  const choose = (which: 'a' | 'b', site: SiteCode | undefined) => {
    if (site) window.location.hash = which === 'a' ? compareHref(site, b) : compareHref(a, site);
  };
  const options = SITE_CODES.map((s) => ({ value: s as SiteCode | undefined, label: `${siteWord(s)} (${s})` }));
  return (
    <Panel name="compare" title="Two regions side by side">
      <div className="ops-row">
        <SelectField label="Left" value={a} options={options} onChange={(v) => choose('a', v)} />
        <SelectField label="Right" value={b} options={options} onChange={(v) => choose('b', v)} />
        <label className="ops-check">
          <input type="checkbox" checked={onlyDiff} onChange={(e) => setOnlyDiff(e.target.checked)} />
          Only differences
        </label>
      </div>
      <AudienceControls audience={audience} onChange={setAudience} withSite={false} />
      {'error' in result ? (
        <p className="ops-outcome ops-outcome--error" role="alert">
          The two regions could not be compared: {result.error}
        </p>
      ) : (
        <>
          <p role="status" data-testid="ops-compare-count">
            {result.differences === 0
              ? `${siteWord(a)} and ${siteWord(b)} show the same menus and settings to this visitor.`
              : `${result.differences} ${result.differences === 1 ? 'difference' : 'differences'} between ${siteWord(a)} and ${siteWord(b)}.`}
          </p>
          {result.problems.length ? (
            <ul className="ops-outcome ops-outcome--error" aria-label="Problems">
              {result.problems.map((p) => (
                <li key={p}>{p} (its menus are left out until this is fixed)</li>
              ))}
            </ul>
          ) : null}
          <div className="ops-compare-sides">
            <SideView side={result.sides[0]} other={b} onlyDiff={onlyDiff} />
            <SideView side={result.sides[1]} other={a} onlyDiff={onlyDiff} />
          </div>
        </>
      )}
    </Panel>
  );
}
