import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Json } from '../../engine/configMerge.ts';
import { accessSummary, type OpsGrant } from '../../engine/ops/access.ts';
import { type Audience, DEFAULT_AUDIENCE } from '../../engine/ops/audience.ts';
import type { SearchSource } from '../../engine/ops/configSearch.ts';
import { managesAny } from '../../engine/ops/grantRules.ts';
import { parseJsonText } from '../../engine/ops/jsonPath.ts';
import { extendsChain } from '../../engine/ops/targets.ts';
import type { SiteCode } from '../../schemas/site.ts';
import { SITE_CODES } from '../../schemas/siteConstants.ts';
import type { PageProps } from '../layer/pageProps.ts';
import { OpsPersonContext } from './access.tsx';
import { type ConsoleRoute, compareHref, editHref, PEOPLE_HREF, parseHash, ROLLOUTS_HREF } from './consoleRoute.ts';
import { draftNames, loadDraft } from './drafts.ts';
import { Editor } from './Editor.tsx';
import { type NewerVersion, NewerVersionNotice } from './NewerVersionNotice.tsx';
import { type LiveHead, type OpsState, opsApi } from './opsApi.ts';
import { ReviewInbox } from './ReviewInbox.tsx';
import { ComparePage } from './regions/ComparePage.tsx';
import { PeoplePage } from './regions/PeoplePage.tsx';
import { RegionSearch } from './regions/RegionSearch.tsx';
import { RolloutsPage } from './rollouts/RolloutsPage.tsx';
import { TargetList } from './TargetList.tsx';
import { useLiveVersions } from './useLiveVersions.ts';
import './ops.css';
import { PanelLoading } from './Panel.tsx';

type Load =
  | { status: 'loading' }
  | { status: 'login' }
  | { status: 'forbidden'; message: string }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: OpsState };

const routeNow = () => parseHash(window.location.hash);
const editedIn = (r: ConsoleRoute) => (r.view === 'edit' ? r.target : undefined);
const siteOf = (name: string): SiteCode | undefined => ((SITE_CODES as readonly string[]).includes(name) ? (name as SiteCode) : undefined);

/** /ops: the console for the ops account; anyone else gets a clear refusal, visitors the login page. */
export default function OpsPage({ boot, route, api }: PageProps) {
  const ops = useMemo(() => opsApi(api), [api]);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [view, setView] = useState<ConsoleRoute>(routeNow);
  // The file being edited; the compare and people views keep it for the way back.
  const [selected, setSelected] = useState(() => editedIn(view) ?? 'base');
  const [revealAt, setRevealAt] = useState<{ path: string; n: number } | null>(() => {
    const at = view.view === 'edit' ? view.at : undefined;
    return at ? { path: at, n: 1 } : null;
  });
  // The preview starts on the sub-site whose file is edited (uk.json previews uk); base.json and the
  // remote menu keep whichever sub-site was last chosen.
  const [audience, setAudience] = useState<Audience>(() => ({
    ...DEFAULT_AUDIENCE,
    site: siteOf(selected) ?? boot.site,
    lang: route.lang,
  }));
  useEffect(() => {
    const site = siteOf(selected);
    if (site) setAudience((a) => (a.site === site ? a : { ...a, site }));
  }, [selected]);
  const loginHref = `${route.prefix}/login?redirect=${encodeURIComponent(`${route.prefix}/ops${window.location.hash}`)}`;

  const reload = useCallback(async () => {
    const res = await ops.state();
    if (res.ok) setLoad({ status: 'ready', data: res.data });
    else if (res.status === 401) setLoad({ status: 'login' });
    else if (res.status === 403) setLoad({ status: 'forbidden', message: res.message });
    else setLoad({ status: 'error', message: res.message });
  }, [ops]);

  useEffect(() => {
    document.title = 'Ops console';
    void reload();
  }, [reload]);

  useEffect(() => {
    if (load.status === 'login') window.location.assign(loginHref);
  }, [load.status, loginHref]);

  // A file picked from the list opens its editor in view: on a phone the list stands above it.
  const picked = useRef(false);
  useEffect(() => {
    if (!picked.current) return;
    picked.current = false;
    const heading = document.querySelector<HTMLElement>('.ops-editor .ops-editor-head h2');
    const top = heading?.getBoundingClientRect().top;
    if (!heading || top === undefined || (top >= 0 && top < window.innerHeight / 2)) return;
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  });

  useEffect(() => {
    const onHash = () => {
      const next = routeNow();
      setView(next);
      if (next.view !== 'edit') return;
      setSelected((was) => {
        if (was !== next.target) picked.current = true;
        return next.target;
      });
      const at = next.at;
      if (at) setRevealAt((r) => ({ path: at, n: (r?.n ?? 0) + 1 }));
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const liveFiles = useMemo(
    () =>
      load.status === 'ready'
        ? (Object.fromEntries(load.data.targets.filter((t) => t.kind === 'region').map((t) => [t.name, t.json])) as Record<string, Json>)
        : {},
    [load],
  );

  // What this console shows, by target; a newer live version is announced once each.
  const known = useMemo(
    () => (load.status === 'ready' ? Object.fromEntries(load.data.targets.map((t) => [t.name, t.version])) : null),
    [load],
  );
  const [news, setNews] = useState<NewerVersion | null>(null);
  const announced = useRef(new Set<string>());
  useEffect(() => setNews((n) => (n && n.edited !== selected ? null : n)), [selected]);
  const onNewer = (newer: LiveHead[]) => {
    if (load.status !== 'ready') return;
    const edited = (load.data.targets.find((t) => t.name === selected) ?? load.data.targets[0]!).name;
    const stored = loadDraft(load.data.user.username, edited);
    const own = newer.find((h) => h.name === edited);
    const relevant = own ?? newer.find((h) => extendsChain(edited, liveFiles).includes(h.name));
    const fresh = relevant && !announced.current.has(`${relevant.name}:${relevant.version}`);
    if (fresh) announced.current.add(`${relevant.name}:${relevant.version}`);
    // With a draft of the edited file the console keeps showing the version the draft started from
    // until the person merges: the draft is never moved onto a version under their hands.
    if (own && stored) {
      if (fresh) setNews({ head: own, edited, draftBase: stored.baseVersion });
      return;
    }
    void reload();
    if (fresh) setNews({ head: relevant, edited, draftBase: null });
  };
  useLiveVersions(ops, known, onNewer);

  // The search reads what each editor would open: the person's draft where one parses, else live.
  // biome-ignore lint/correctness/useExhaustiveDependencies: view: drafts live in localStorage, read again when the person moves on
  const searchSources = useMemo((): SearchSource[] => {
    if (load.status !== 'ready') return [];
    const user = load.data.user.username;
    return load.data.targets.map((t) => {
      const stored = loadDraft(user, t.name);
      const draft = stored ? parseJsonText(stored.text, t.name) : null;
      return draft?.ok ? { target: t.name, json: draft.value, draft: true } : { target: t.name, json: t.json };
    });
  }, [load, view]);

  if (load.status === 'loading') return <PanelLoading>Loading the ops console…</PanelLoading>;
  if (load.status === 'login')
    return (
      <section className="status-card ops-gate" data-testid="ops-login">
        <h1>Sign in to use the ops console</h1>
        <p>
          <a href={loginHref}>Go to the login page</a>
        </p>
      </section>
    );
  if (load.status === 'forbidden')
    return (
      <section className="status-card ops-gate" role="alert" data-testid="ops-forbidden">
        <h1>No access to the ops console</h1>
        <p>You are signed in{boot.user ? ` as ${boot.user.nickname || boot.user.uid}` : ''}, but the ops console is for ops staff only.</p>
        <p className="status-detail">
          <code>403: {load.message}</code>
        </p>
        <a className="btn btn--primary" href={route.prefix || '/'}>
          Back to the site
        </a>
      </section>
    );
  if (load.status === 'error')
    return (
      <section className="status-card ops-gate" role="alert">
        <h1>The ops console could not load</h1>
        <p className="status-detail">
          <code>{load.message}</code>
        </p>
        <button type="button" className="btn btn--primary" onClick={() => void reload()}>
          Retry
        </button>
      </section>
    );

  const { data } = load;
  const target = data.targets.find((t) => t.name === selected) ?? data.targets[0]!;
  const grants = data.user.grants as OpsGrant[];
  const viewLinks = [
    { href: editHref(target.name), label: 'Edit region configs', current: view.view === 'edit' },
    {
      href: compareHref(view.view === 'compare' ? view.a : 'uk', view.view === 'compare' ? view.b : 'eu'),
      label: 'Compare two regions',
      current: view.view === 'compare',
    },
    { href: ROLLOUTS_HREF, label: 'Rollouts', current: view.view === 'rollouts' },
    ...(managesAny(grants) ? [{ href: PEOPLE_HREF, label: 'People and grants', current: view.view === 'people' }] : []),
  ];
  return (
    <OpsPersonContext.Provider value={{ username: data.user.username, grants }}>
      {/* The console's own words are English whatever the page's language: marked so, a screen
          reader reads them as English and an English sentence is not laid out right to left. */}
      <div className="ops-console" data-testid="ops-console" lang="en" dir="ltr">
        <header className="ops-top">
          <h1 className="ops-title">Ops console</h1>
          <p className="ops-hint">
            Signed in as <strong>{data.user.username}</strong>. Region configs extend base.json; a published version replaces the shipped
            file on the next request.
          </p>
          <p className="ops-hint" data-testid="ops-access">
            Your role: {accessSummary(grants)}.
          </p>
          <nav className="ops-views" aria-label="Console views">
            <ul>
              {viewLinks.map((v) => (
                <li key={v.label}>
                  <a href={v.href} aria-current={v.current ? 'page' : undefined}>
                    {v.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <ReviewInbox api={ops} />
          <RegionSearch sources={searchSources} />
        </header>
        {news ? (
          <NewerVersionNotice
            key={`${news.head.name}:${news.head.version}`}
            api={ops}
            user={data.user.username}
            news={news}
            reload={reload}
            onDone={() => setNews(null)}
            shown={known?.[news.edited] ?? 0}
          />
        ) : null}
        {view.view === 'compare' ? (
          <ComparePage files={liveFiles} a={view.a} b={view.b} audience={audience} setAudience={setAudience} />
        ) : null}
        {view.view === 'people' ? <PeoplePage api={ops} reload={reload} /> : null}
        {view.view === 'rollouts' ? <RolloutsPage api={ops} at={view.id} /> : null}
        <div className="ops-layout" hidden={view.view !== 'edit'}>
          <TargetList targets={data.targets} selected={target.name} drafts={draftNames(data.user.username)} />
          <Editor
            key={target.name}
            api={ops}
            user={data.user.username}
            target={target}
            liveFiles={liveFiles}
            audience={audience}
            setAudience={setAudience}
            reload={reload}
            revealAt={revealAt}
          />
        </div>
      </div>
    </OpsPersonContext.Provider>
  );
}
