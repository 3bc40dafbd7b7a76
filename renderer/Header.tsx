import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import type { HeaderFeatures } from '../engine/headerFeatures.ts';
import type { ResolvedLayer } from '../engine/layer.ts';
import type { ResolvedItem } from '../engine/resolveItems.ts';
import type { UserInfo } from '../schemas/user.ts';
import { AccountMenus } from './AccountMenus.tsx';
import { AppDownloadMenu } from './AppDownloadMenu.tsx';
import { useRendererEnv } from './env.tsx';
import { Nav } from './Nav.tsx';
import { OverlayGroup } from './overlay/OverlayGroup.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { whenIdle } from './whenIdle.ts';
// The drawer's styles ride in the page's stylesheet (Drawer.tsx imports them too, so they stay out
// of its chunk): a stylesheet arriving after the page makes the browser recalculate the style of
// the whole document, one long task on a phone, while the drawer warms up unseen.
import './drawer.css';
import { AnchorScope, useAnchorRef } from './overlay/anchors.tsx';

const loadDrawer = () => import('./Drawer.tsx');
const Drawer = lazy(loadDrawer);

export interface HeaderLinks {
  home: string;
  login?: string | null;
  signup?: string | null;
  deposit?: string | null;
  /** The app download page (SPEC §2, pos=header); absent where the region hides it. */
  download?: string | null;
}

export interface DrawerContent {
  main: readonly ResolvedItem[];
  wallet: readonly ResolvedItem[];
  orders: readonly ResolvedItem[];
  profile: readonly ResolvedItem[];
}

export interface HeaderProps {
  brand: { name: string; logo: string; region?: string };
  layer: ResolvedLayer;
  features: HeaderFeatures;
  user: UserInfo | null;
  links: HeaderLinks;
  /** Config override of the login caption (testnet). */
  loginLabel?: string;
  /** The language and region button (absent when the region hides it). */
  region?: ReactNode;
  /** The rich user card drawn at the top of the profile panel once it opens. */
  userCard?: ReactNode;
  onPreloadUserCard?: () => void;
  /** The wallet menu's head and its loader (account mode, cross margin). */
  walletSummary?: ReactNode;
  onPreloadAccount?: () => void;
  /** Drawer operations drawn by the app (language, rate, change period, rise colour). */
  drawerOps?: ReactNode;
  /** A card at the top of the drawer for visitors (the rewards hub). */
  drawerPromo?: ReactNode;
  /** Testnet: the link to live trading on the real site. */
  liveTrading?: { href: string; label: string } | null;
  /** Theme switch (absent when the region hides it). */
  onToggleTheme?: () => void;
  /** Notice under the bar (IP limit). */
  notice?: ReactNode;
  onLogout?: () => void;
  /** The drawer's items (resolved for the h5 platform), computed when it first opens. */
  drawerContent: () => DrawerContent;
  /** Only the menu button and its drawer, always shown (issue 14: a host's own top bar carries them). */
  drawerOnly?: boolean;
  /** Feature slots filled by the app: search button, notification bell, settings dropdown. */
  search?: ReactNode;
  notifications?: ReactNode;
  settings?: ReactNode;
  /** A callout under the header's first action (the main site's bubble text). */
  bubble?: ReactNode;
}

function MenuGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export function AuthButtons({
  features,
  links,
  loginLabel,
  block = false,
}: Pick<HeaderProps, 'features' | 'links' | 'loginLabel'> & { block?: boolean }) {
  const { labels } = useRendererEnv();
  const size = block ? 'btn--block' : 'btn--sm';
  // The bar's Sign up is what the bubble hangs from; the drawer's copy (block) is not.
  const anchor = useAnchorRef('signup');
  return (
    <>
      {features.login && links.login ? (
        <a className={`btn btn--ghost ${size}`} href={links.login} data-testid="login-link">
          {loginLabel ?? labels.login}
        </a>
      ) : null}
      {features.signup && links.signup ? (
        <a ref={block ? undefined : anchor} className={`btn btn--primary ${size}`} href={links.signup} data-testid="signup-link">
          {labels.signup}
        </a>
      ) : null}
    </>
  );
}

/** The site header (banner landmark): brand, main nav, visitor or account actions, tools, drawer. */
export function Header(props: HeaderProps) {
  const { brand, layer, features, user, links, region, onToggleTheme, notice, onLogout } = props;
  const { labels } = useRendererEnv();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const showDownload = features.download && Boolean(links.download);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { drawerContent } = props;
  // The phone's first tap on the menu must not wait for the drawer's code or its trees: when the
  // menu button is shown, both are made ready once the page is idle after its first paint.
  // Two idle periods, not one: the code first, then the trees (one long task would be two short).
  useEffect(() => {
    const button = menuButton.current;
    if (!button || button.offsetParent === null) return;
    let cancelTrees: (() => void) | undefined;
    const cancel = whenIdle(() => {
      void loadDrawer();
      cancelTrees = whenIdle(() => void drawerContent());
    });
    return () => {
      cancel();
      cancelTrees?.();
    };
  }, [drawerContent]);
  const closeDrawer = () => setDrawerOpen(false);
  const menuTrigger = (
    <button
      ref={menuButton}
      type="button"
      className="icon-button menu-button"
      aria-label={labels.openMenu}
      aria-expanded={drawerOpen}
      aria-haspopup="dialog"
      onPointerEnter={() => void loadDrawer()}
      onFocus={() => void loadDrawer()}
      onClick={() => setDrawerOpen(true)}
    >
      <MenuGlyph />
    </button>
  );
  const drawer = drawerOpen ? (
    <Suspense fallback={null}>
      <Drawer {...props} content={props.drawerContent()} onClose={closeDrawer} trigger={menuButton} />
    </Suspense>
  ) : null;
  // A host with a top bar of its own takes only the menu button and the drawer (issue 14).
  if (props.drawerOnly)
    return (
      <div className="drawer-trigger">
        {menuTrigger}
        {drawer}
      </div>
    );
  // The header's panels (menus, account menus, tools) are one group: one open at a time.
  return (
    <OverlayGroup>
      <AnchorScope>
        <header className="site-header" data-panel-anchor>
          <div className="header-bar">
            <a className="brand" href={links.home}>
              <img className="brand-logo" src={brand.logo} alt="" width="28" height="28" />
              <span className="brand-name">{brand.name}</span>
              {brand.region ? <span className="brand-region">{brand.region}</span> : null}
            </a>
            {features.demoBadge ? (
              <span className="demo-badge" data-testid="demo-badge">
                {labels.demoTrading}
              </span>
            ) : null}
            {props.liveTrading ? (
              <a className="live-link" href={props.liveTrading.href} data-testid="live-trading-link">
                {props.liveTrading.label}
              </a>
            ) : null}
            <Nav items={layer.header.main} />
            <div className="header-actions">
              {features.accountMenus ? (
                <AccountMenus
                  wallet={layer.header.wallet}
                  orders={layer.header.orders}
                  profile={layer.header.profile}
                  user={user}
                  depositHref={features.deposit ? links.deposit : null}
                  onLogout={features.logout ? onLogout : undefined}
                  userCard={props.userCard}
                  onPreloadUserCard={props.onPreloadUserCard}
                  walletSummary={props.walletSummary}
                  onPreloadAccount={props.onPreloadAccount}
                />
              ) : (
                <div className="auth-buttons">
                  <AuthButtons features={features} links={links} loginLabel={props.loginLabel} />
                </div>
              )}
              {props.search || props.notifications || props.settings || region || onToggleTheme || showDownload ? (
                <div className="header-tools">
                  {props.search}
                  {showDownload && links.download ? <AppDownloadMenu href={links.download} /> : null}
                  {props.notifications}
                  {props.settings}
                  {region}
                  {onToggleTheme ? <ThemeToggle onToggle={onToggleTheme} /> : null}
                </div>
              ) : null}
              {menuTrigger}
              {props.bubble}
            </div>
          </div>
          {notice}
          {drawer}
        </header>
      </AnchorScope>
    </OverlayGroup>
  );
}
