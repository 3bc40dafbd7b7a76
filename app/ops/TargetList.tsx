import type { TargetInfo } from './opsApi.ts';

const describe = (t: TargetInfo) =>
  t.kind === 'menu'
    ? 'remote menu'
    : t.kind === 'announcement'
      ? `announcement bar of ${t.name.slice('announcement-'.length)}`
      : t.name === 'base'
        ? 'shared by every sub-site'
        : `overrides for ${t.name}`;

/** The region files and the remote menu; links (with the name in the hash) so a target can be bookmarked. */
export function TargetList({ targets, selected, drafts }: { targets: TargetInfo[]; selected: string; drafts: Set<string> }) {
  return (
    <nav className="ops-targets" aria-label="Region configs, menus and announcement bars">
      <ul>
        {targets.map((t) => (
          <li key={t.name}>
            <a href={`#${t.name}`} aria-current={t.name === selected ? 'page' : undefined} className="ops-target" data-target={t.name}>
              <span className="ops-target-name">{t.kind === 'region' ? `${t.name}.json` : t.name}</span>
              <span className="ops-target-meta">
                v{t.version} · {describe(t)}
                {drafts.has(t.name) ? <span className="ops-draft-badge">draft</span> : null}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
