import { lazy, Suspense, useEffect } from 'react';
import { isKnownPage } from '../../../engine/knownPages.ts';
import type { ResolvedItem } from '../../../engine/resolveItems.ts';
import type { ResolvedLayer } from '../../../engine/resolveLayer.ts';
import { LANGUAGES } from '../../../schemas/siteConstants.ts';
import { BRAND } from '../../layer/brand.ts';
import { fill } from '../../layer/i18n/labels.ts';
import type { PageProps } from '../../layer/pageProps.ts';
import type { Route } from '../../layer/route.ts';
import { useAfterFirstCommit } from '../useAfterFirstCommit.ts';
import { NotFoundBody } from './StatusPages.tsx';

const LoginPage = lazy(() => import('./LoginPage.tsx'));
const SignupPage = lazy(() => import('./SignupPage.tsx'));
const OpsPage = lazy(() => import('../../ops/OpsPage.tsx'));
const ReminderPage = lazy(() => import('./ReminderPage.tsx'));

function findLabel(items: readonly ResolvedItem[], href: string): string | undefined {
  for (const item of items) {
    if (item.href && item.href.split('?')[0] === href) return item.label;
    const inner = findLabel(item.children, href);
    if (inner) return inner;
  }
  return undefined;
}

/** The route's title: the label of a layer entry pointing here, else the path in words. */
export function pageTitle(layer: ResolvedLayer, route: Route, siteName: string): string {
  if (route.page === 'home') return siteName;
  const here = `${route.prefix}${route.path}`;
  const trees = [...Object.values(layer.header), ...layer.footer.columns.map((c) => c.items)];
  for (const tree of trees) {
    const label = findLabel(tree, here);
    if (label) return label;
  }
  const last = route.path.split('/').filter(Boolean).at(-1) ?? '';
  const words = decodeURIComponent(last).replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : siteName;
}

/** Placeholder body: the shared layer is the product; this says which variant is shown. */
function DemoPage({ boot, route, layer, messages }: PageProps) {
  const title = route.page === 'compliance' ? messages.complianceTitle : pageTitle(layer, route, boot.config.name);
  useEffect(() => {
    document.title = `${title} · ${BRAND.name}`;
  }, [title]);
  const user = boot.user;
  const who = user
    ? user.nickname || user.user_nick || `UID ${user.uid}`
    : boot.profile
      ? `${messages.visitor} (${boot.profile})`
      : messages.visitor;
  const facts: [string, string][] = [
    ['site', boot.site],
    ['sub_website_id', String(boot.config.sub_website_id ?? '—')],
    ['lang', boot.lang],
    ['profile', boot.profile ?? (user ? 'user' : 'visitor')],
    ['account mode', boot.accountMode],
    ['hidden entries', String(layer.hidden.length)],
  ];
  return (
    <article className="demo-page">
      <p className="demo-kicker">{boot.config.name}</p>
      <h1 className="demo-title" data-testid="page-title">
        {title}
      </h1>
      {route.page === 'compliance' ? <p className="demo-text">{messages.complianceText}</p> : null}
      <p className="demo-text" data-testid="page-intro">
        {fill(messages.homeIntro, { site: boot.config.name, code: boot.site, lang: LANGUAGES[boot.lang], who })}
      </p>
      <dl className="demo-facts">
        {facts.map(([k, v]) => (
          <div key={k} className="demo-fact">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

const LAZY_PAGES = { ops: OpsPage, login: LoginPage, signup: SignupPage, reminder: ReminderPage } as const;
type LazyPage = keyof typeof LAZY_PAGES;
const isLazyPage = (page: string): page is LazyPage => Object.hasOwn(LAZY_PAGES, page);

/** A page with code of its own asks for it once the layer is committed, behind a loading line. */
export function PageBody(props: PageProps) {
  const layerDrawn = useAfterFirstCommit();
  const page = props.route.page;
  if (page === 'other' && !isKnownPage(props.route.path, props.boot.config)) {
    return <NotFoundBody home={props.route.prefix || '/'} messages={props.messages} openSearch={props.openSearch} />;
  }
  if (!isLazyPage(page)) return <DemoPage {...props} />;
  const Page = LAZY_PAGES[page];
  const loading = <p className="loading-text">{props.messages.loading}</p>;
  return layerDrawn ? (
    <Suspense fallback={loading}>
      <Page {...props} />
    </Suspense>
  ) : (
    loading
  );
}
